import type { Alert } from '@news/contract';
import { accountCall, type AccountCall, type Call } from './call.js';

/** What `POST /Alerts` takes. */
export interface RestAlertBody {
  text?: string;
  textTe?: string;
  articleId?: number;
  expiresAt: string;
}

/** `GET /Alerts/Active`'s answer. */
export interface ActiveAlerts {
  data: Alert[];
  lastEventId: number;
}

/** Breaking-news alerts (`/Alerts`): read by everyone, sent and ended by editors. */
export class AlertsAPI {
  private readonly account: AccountCall;
  /** Asked once per request, however many fields read it. */
  private active: Promise<ActiveAlerts> | undefined;

  constructor(
    private readonly call: Call,
    token: string | undefined,
  ) {
    this.account = accountCall(call, token);
  }

  /** Without the token: the same for everyone, so a page or answer with it may be kept. */
  list(): Promise<ActiveAlerts> {
    this.active ??= this.call<ActiveAlerts>({ method: 'GET', path: 'Alerts/Active' });
    return this.active;
  }

  send(body: RestAlertBody): Promise<Alert> {
    return this.account<Alert>({ method: 'POST', path: 'Alerts', body });
  }

  async end(id: number): Promise<void> {
    await this.account<unknown>({ method: 'DELETE', path: `Alerts/${id}` });
  }
}
