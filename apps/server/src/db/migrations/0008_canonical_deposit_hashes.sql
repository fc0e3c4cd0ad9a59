-- A deposit's hash in one spelling per network (lowercase hex, `0x` on ERC20 only), as the code now
-- writes and looks it up. Two rows that collapse into one are one transfer credited twice: the
-- migration stops and names them, to be settled by hand, instead of silently keeping either.
DO $$
DECLARE dup record;
BEGIN
  SELECT d.network, d.canonical, d.log_index, string_agg(d.id::text, ', ' ORDER BY d.id) AS ids INTO dup
  FROM (
    SELECT id, network, log_index,
      CASE WHEN network = 'ERC20' THEN '0x' ELSE '' END || lower(regexp_replace(btrim(tx_hash), '^0[xX]', '')) AS canonical
    FROM deposits
  ) d
  GROUP BY d.network, d.canonical, d.log_index
  HAVING count(*) > 1
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'deposits % are one transfer (% % log index %) credited more than once: settle them by hand, then migrate again',
      dup.ids, dup.network, dup.canonical, dup.log_index USING ERRCODE = 'P0001';
  END IF;
END
$$;
--> statement-breakpoint
UPDATE deposits
SET tx_hash = CASE WHEN network = 'ERC20' THEN '0x' ELSE '' END || lower(regexp_replace(btrim(tx_hash), '^0[xX]', ''))
WHERE tx_hash <> CASE WHEN network = 'ERC20' THEN '0x' ELSE '' END || lower(regexp_replace(btrim(tx_hash), '^0[xX]', ''));
