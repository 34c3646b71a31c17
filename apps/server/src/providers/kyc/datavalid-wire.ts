import { z } from 'zod';
import type { PersonQuery } from './kyc-provider.ts';

/**
 * What Serpro's Datavalid documents (vendor/serpro-datavalid) define for the two operations the
 * adapter uses, as it sends and reads them: `POST /validate/pf` (Básico, `ValidateInputBasicoPF` →
 * `ValidateResultBasicoPF`) and `POST /validate/pf-face` (Biometria, `ValidateInputBiometriaPF` →
 * `ValidateResultBiometriaPF`), and the gateway's token answer (the repositories' README).
 */

/** `{"scope", "token_type": "Bearer", "expires_in", "access_token"}`. */
export const tokenAnswer = z.object({
  access_token: z.string().min(1).max(4000),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.coerce.number().int().min(1),
  scope: z.string().optional(),
});

/** Básico: `situacao_cpf` true when the CPF's status is the `regular` we sent. */
export const basicoResult = z.object({
  nome: z.boolean().optional(),
  nome_similaridade: z.number().optional(),
  data_nascimento: z.boolean().optional(),
  situacao_cpf: z.boolean().optional(),
});

export const biometriaResult = z.object({
  nome: z.boolean().optional(),
  nome_similaridade: z.number().optional(),
  data_nascimento: z.boolean().optional(),
  biometria_face_disponivel: z.boolean().optional(),
  biometria_face: z.boolean().optional(),
  biometria_face_similaridade: z.number().optional(),
  informacoes_adicionais: z.object({ cpf_regular: z.boolean().optional() }).optional(),
});

/** `ValidateInputBasicoPF`: the fields we ask about; the status we claim is `regular`. */
export function basicoBody(query: PersonQuery) {
  return {
    key: { cpf: query.cpf },
    answer: { nome: query.name, data_nascimento: query.birthDate, situacao_cpf: 'regular' },
  };
}

/** `ValidateInputBiometriaPF`: the same person and `biometria_face`, the selfie in base64. */
export function biometriaBody(query: PersonQuery, selfie: Buffer) {
  return {
    key: { cpf: query.cpf },
    answer: { nome: query.name, data_nascimento: query.birthDate, biometria_face: selfie.toString('base64') },
  };
}
