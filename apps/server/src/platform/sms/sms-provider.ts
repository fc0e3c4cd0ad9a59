import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  mobile: string;
  event: string;
  code: string;
  text: string;
}

/**
 * Where SMS codes go. A real gateway plugs in behind this interface (SMS_PROVIDER=http, or the
 * admin's `identity.smsProvider` setting, which overrides the server's configuration).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Development only: the codes the log provider sent, so tests and the demo can read them. */
export class DevSmsOutbox {
  private readonly messages: Array<{
    mobile: string;
    event: string;
    code: string;
    sentAt: number;
  }> = [];

  record(message: SmsMessage, sentAt: Date): void {
    this.messages.push({
      mobile: message.mobile,
      event: message.event,
      code: message.code,
      sentAt: Math.floor(sentAt.getTime() / 1000),
    });
    if (this.messages.length > 1000) this.messages.shift();
  }

  /** Messages to one number, newest first. */
  list(mobile: string) {
    return this.messages.filter((m) => m.mobile === mobile).reverse();
  }
}

/** The built-in provider: writes the code to the server log (and the dev outbox in development). */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(
    private readonly log: FastifyBaseLogger | Pick<Console, 'info'>,
    private readonly outbox: DevSmsOutbox | null,
    private readonly now: () => Date,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info(
      { sms: { mobile: message.mobile, event: message.event, code: message.code } },
      'sms (log provider)',
    );
    this.outbox?.record(message, this.now());
  }
}

/** A generic HTTP gateway: POST {to, from, text} with a bearer token; any non-2xx is a failure. */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  constructor(private readonly options: { url: string; token?: string; sender: string }) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify({ to: message.mobile, from: this.options.sender, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`sms gateway answered ${response.status}`);
  }
}
