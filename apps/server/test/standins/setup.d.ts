import { type PspStandin } from './api-pix-psp.ts';
import { type TestPki } from './certs.ts';
import { createTwilioStandin } from './twilio-sms.ts';
/**
 * The stand-ins of the production providers, started, with the environment that points the server at
 * them (used by the adapter tests and by `npm run smoke:production`). Credentials are random per run.
 */
export type Standins = {
    pki: TestPki;
    psp: PspStandin;
    sms: ReturnType<typeof createTwilioStandin>;
    /** Environment for the server: API Pix + Efí Pix-out + Twilio, against the stand-ins. */
    env(options: {
        webhookUrl: string;
        mtlsPort?: number;
        fallback?: {
            secret: string;
            allowIps: string;
        };
    }): Record<string, string>;
    close(): Promise<void>;
};
export declare const CASINO_KEY = "pix@jogolimpo.example";
export declare function startStandins(options: {
    now: () => Date;
    pspPort?: number;
    smsPort?: number;
}): Promise<Standins>;
