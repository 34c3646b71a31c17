/**
 * A throw-away PKI made at test time with the openssl CLI (nothing is committed): one CA that signs
 * the PSP stand-in's server certificate, our client certificate for calling it, our webhook
 * listener's server certificate, and the PSP's client certificate for calling us — plus a second CA
 * whose certificate a stranger presents (it must be refused).
 */
export type Pem = {
    cert: string;
    key: string;
};
export type TestPki = {
    ca: string;
    pspServer: Pem;
    casinoClient: Pem;
    casinoServer: Pem;
    pspClient: Pem;
    strangerClient: Pem;
};
export declare function makeTestPki(): TestPki;
