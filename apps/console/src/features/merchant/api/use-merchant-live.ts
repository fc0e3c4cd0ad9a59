import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscribeMerchantLive } from './merchant-live';

/** Whether the merchant's push socket is live (pushes reload the badges and lists). */
export function useMerchantLive(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => subscribeMerchantLive(queryClient, setLive), [queryClient]);
  return live;
}
