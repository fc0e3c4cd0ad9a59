// The nginx configuration of `npm run start:cluster` (and the example in docs/deploy.md): every
// instance in one upstream, no sticky sessions (any instance serves any request and any socket),
// the socket upgraded with long timeouts, retries on another instance for idempotent requests only.
import path from 'node:path';

/**
 * @param {{ dir: string, listen: string, instances: string[], uploadMaxBytes?: number }} options
 *   dir: where the pid, logs and temporary files go; listen: nginx's `listen` value;
 *   instances: `host:port` of each server instance.
 */
export function nginxConfig({ dir, listen, instances, uploadMaxBytes = 64 * 1024 * 1024 }) {
  const at = (name) => path.join(dir, name);
  const servers = instances
    .map((address) => `    server ${address} max_fails=2 fail_timeout=5s;`)
    .join('\n');
  return `# Written by scripts/start-cluster.mjs; see docs/deploy.md.
worker_processes auto;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
daemon off;

events {
  worker_connections 4096;
}

http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  client_max_body_size ${Math.ceil(uploadMaxBytes / 1024 / 1024) + 1}m;
  server_tokens off;
  # The server compresses what is worth it (pre-compressed static files, JSON); images and video
  # already are. nginx passes bodies through as they are.
  gzip off;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream cloudmall {
    # Round robin, no stickiness: sessions, limits and socket fan-out live in PostgreSQL and Redis.
${servers}
    keepalive 64;
  }

  server {
    listen ${listen};

    proxy_http_version 1.1;
    proxy_set_header Host $host;
    # Replaced, never appended: the client cannot choose the address the server rate-limits.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    # Which instance answered (for tests and debugging; drop it in production if you prefer).
    add_header X-Upstream $upstream_addr always;

    # A request that failed to reach an instance, or got 502/503/504 from it, is tried on the next
    # one. nginx never passes a POST (PATCH, LOCK) that was already sent on to another instance, as
    # \`non_idempotent\` is not listed: a payment is answered by the instance that received it, and
    # the client retries with the same idempotency key.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 10s;

    location = /ws {
      proxy_pass http://cloudmall;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A socket stays open between the server's pings (it pings well within this).
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_buffering off;
    }

    location / {
      proxy_pass http://cloudmall;
      proxy_set_header Connection "";
    }
  }
}
`;
}
