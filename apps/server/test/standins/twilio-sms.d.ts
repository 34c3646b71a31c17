/**
 * A local Twilio Messages API (`POST /2010-04-01/Accounts/{Sid}/Messages.json`, HTTP Basic auth, form
 * body To/From/Body → 201 `{sid, status: "queued", …}`; errors `{code, message, more_info, status}`).
 * `failures` makes the next sends fail as Twilio does (21211 invalid number, 500, a hang).
 */
export type SmsFailure = {
    status: number;
    code?: number;
    message?: string;
    hangMs?: number;
};
export declare function createTwilioStandin(options: {
    accountSid: string;
    authToken: string;
    port?: number;
}): {
    messages: {
        to: string;
        from: string;
        body: string;
    }[];
    failures: SmsFailure[];
    readonly url: string;
    /** The latest 6-digit code sent to `to`. */
    codeFor(to: string): string | null;
    start(): Promise</*elided*/ any>;
    close(): Promise<void>;
};
