/**
 * An identity bureau (docs/ARCHITECTURE.md "Identity checks"): asked about a person — CPF, full name
 * and birth date as the player gave them — it says whether the CPF is regular at the Receita Federal
 * and whether the name and birth date are the ones on record; asked again with a selfie, it also says
 * whether the face is the one on record (Lei 14.790/2023 art. 23: identity with facial recognition).
 * Bureaus answer booleans, never the record itself: the verified identity is what the player gave
 * and the bureau confirmed.
 */
export type PersonQuery = {
  /** 11 digits. */
  cpf: string;
  /** Full name as the player typed it. */
  name: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
};

export type PersonAnswer = {
  cpfRegular: boolean;
  nameMatches: boolean;
  birthDateMatches: boolean;
};

export type FaceAnswer = PersonAnswer & {
  /** The bureau holds a face for this CPF (without one, the face cannot be compared). */
  faceAvailable: boolean;
  faceMatches: boolean;
  /** 0–1, when the bureau says it. */
  similarity: number | null;
};

export type KycProvider = {
  /** `sandbox` or `datavalid`. */
  readonly name: string;
  checkPerson(query: PersonQuery): Promise<PersonAnswer>;
  /** `selfie`: the image bytes (JPEG or PNG). */
  checkFace(query: PersonQuery & { selfie: Buffer }): Promise<FaceAnswer>;
};

/** The bureau could not be reached, timed out or answered unexpectedly: nothing is decided. */
export class KycUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KycUnavailable';
  }
}
