/** How one error code is answered over HTTP. */
export interface ErrorResponse {
  readonly status: number;
  /** What the OpenAPI document says the status means for this code. */
  readonly description: string;
}
