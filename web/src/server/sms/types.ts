/** One text message to a US number in E.164 (`+16305550100`). */
export interface SmsMessage {
  to: string;
  body: string;
}

/** We make and check the code; the adapter only delivers our text (the embedded adapter). */
export interface MessageSmsAdapter {
  kind: 'local';
  /** Sends the message; resolves to the message id, rejects when it was not accepted. */
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** The provider makes, texts and checks the code (Twilio Verify); the database keeps no code hash. */
export interface VerifySmsAdapter {
  kind: 'twilio-verify';
  /** Texts a new code to `to` (E.164); rejects when the provider refused. */
  start(to: string): Promise<{ id: string }>;
  /** 'expired': nothing pending for `to` any more (expired, already used, or out of tries at the provider). */
  check(to: string, code: string): Promise<'approved' | 'wrong' | 'expired'>;
}

export type SmsAdapter = MessageSmsAdapter | VerifySmsAdapter;
