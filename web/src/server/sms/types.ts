/** One text message to a US number in E.164 (`+16305550100`). */
export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsAdapter {
  kind: 'twilio' | 'local';
  /** Sends the message; resolves to the provider's message id, rejects when it was not accepted. */
  send(message: SmsMessage): Promise<{ id: string }>;
}
