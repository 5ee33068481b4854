/**
 * Whether this process still takes new requests: `GET /health/ready` answers 503 once shutdown
 * has begun, while requests keep being served for the drain period, so a load balancer polling it
 * stops sending here before the listener closes.
 */
export class ServingState {
  private draining = false;

  get ready(): boolean {
    return !this.draining;
  }

  beginDrain(): void {
    this.draining = true;
  }
}
