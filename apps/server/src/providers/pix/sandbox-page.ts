import {
  type BrCode,
  type Cents,
  decodeBrCode,
  formatCpf,
  formatMoney,
  parseDecimal,
  toDecimal,
} from '@jl/core';
import type { FastifyPluginAsync } from 'fastify';
import type { PayOutcome, SandboxPixProvider } from './sandbox-provider.ts';

/**
 * The sandbox PSP's payer page (development and tests only; never registered in production): a
 * person or a test pastes a "Pix copia e cola", sees what it decodes to, and pays it, optionally as
 * another CPF or with another amount. Plain server-rendered HTML forms: no scripts, no external
 * assets, so it works under the app's Content-Security-Policy.
 */

const esc = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#eef3f1;color:#17302a}main{max-width:520px;margin:0 auto;padding:16px}
h1{font-size:20px;margin:4px 0 2px}h2{font-size:16px;margin:0 0 8px}.sub{color:#557;margin:0 0 14px;font-size:13px}
.card{background:#fff;border-radius:12px;padding:14px;margin:0 0 14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
label{display:block;font-weight:600;font-size:13px;margin:10px 0 4px}
textarea,input[type=text]{width:100%;padding:10px;border:1px solid #b8c9c3;border-radius:8px;font:inherit;font-size:14px}
textarea{min-height:96px;font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
.check{display:flex;gap:8px;align-items:center;font-weight:400;margin-top:12px}
button{margin-top:14px;width:100%;padding:12px;border:0;border-radius:10px;background:#08744b;color:#fff;
font:inherit;font-weight:700;font-size:16px}button.secondary{background:#446}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#557}dd{margin:0;word-break:break-all}
.ok{color:#0b7a4f;font-weight:700}.bad{color:#b3261e;font-weight:700}.warn{color:#9a6400;font-weight:700}
table{width:100%;border-collapse:collapse;font-size:13px}td,th{text-align:left;padding:4px;border-bottom:1px solid #e3ebe8}
.tag{display:inline-block;background:#fde7c2;color:#7a4b00;border-radius:6px;padding:1px 6px;font-size:12px;font-weight:700}`;

function page(body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Pix · pagador</title>
<style>${STYLE}</style></head><body><main>
<h1>Banco Sandbox · Pix <span class="tag">DEV</span></h1>
<p class="sub">PSP de desenvolvimento: nenhum dinheiro real circula. Cole um "Pix copia e cola", confira e pague.</p>
${body}</main></body></html>`;
}

function pasteForm(code = ''): string {
  return `<section class="card"><form method="post" action="/sandbox/pix">
<label for="code">Pix copia e cola</label>
<textarea id="code" name="code" required maxlength="512" data-testid="sandbox-code">${esc(code)}</textarea>
<button type="submit" name="action" value="preview" data-testid="sandbox-read">Ler código</button>
</form></section>`;
}

function chargeLine(provider: SandboxPixProvider, code: BrCode, now: Date): string {
  const charge = code.txid ? provider.findCharge(code.txid) : null;
  if (!charge)
    return '<span class="warn">cobrança desconhecida pelo sandbox (o cassino registra, não credita)</span>';
  if (charge.expiresAt < now)
    return `<span class="bad">expirada em ${esc(charge.expiresAt.toISOString())}: o cassino registra, não credita</span>`;
  return `<span class="ok">válida até ${esc(charge.expiresAt.toISOString())}</span>`;
}

function previewCard(provider: SandboxPixProvider, text: string, code: BrCode, now: Date): string {
  const charge = code.txid ? provider.findCharge(code.txid) : null;
  const amount = code.amountCents ? toDecimal(code.amountCents) : '';
  const cpf = charge?.payer ? formatCpf(charge.payer.cpf) : '';
  const key = code.kind === 'static' ? code.key : code.url;
  return `<section class="card" data-testid="sandbox-preview"><h2>Você vai pagar</h2><dl>
<dt>Recebedor</dt><dd data-testid="sandbox-merchant">${esc(code.merchantName)}</dd>
<dt>Cidade</dt><dd>${esc(code.merchantCity)}</dd>
<dt>Chave Pix</dt><dd>${esc(key)}</dd>
<dt>Valor</dt><dd data-testid="sandbox-amount">${code.amountCents ? esc(formatMoney(code.amountCents)) : 'livre (digite abaixo)'}</dd>
<dt>Identificador</dt><dd data-testid="sandbox-txid">${esc(code.txid ?? '—')}</dd>
<dt>Cobrança</dt><dd>${chargeLine(provider, code, now)}</dd></dl>
<form method="post" action="/sandbox/pix/pay">
<input type="hidden" name="code" value="${esc(text)}">
<label for="payer_cpf">CPF do pagador</label>
<input type="text" id="payer_cpf" name="payer_cpf" inputmode="numeric" maxlength="20" value="${esc(cpf)}"
 placeholder="000.000.000-00" data-testid="sandbox-payer-cpf">
<label for="payer_name">Nome do pagador</label>
<input type="text" id="payer_name" name="payer_name" maxlength="100" value="${esc(charge?.payer?.name ?? '')}">
<label for="amount">Valor pago (R$)</label>
<input type="text" id="amount" name="amount" inputmode="decimal" maxlength="20" value="${esc(amount)}"
 data-testid="sandbox-pay-amount">
<label class="check"><input type="checkbox" name="twice" value="1"> Entregar o aviso ao cassino duas vezes</label>
<button type="submit" data-testid="sandbox-pay">Pagar com Pix</button></form></section>`;
}

function resultCard(outcome: Extract<PayOutcome, { ok: true }>): string {
  const p = outcome.payment;
  const rows = p.deliveries
    .map(
      (d) =>
        `<tr><td>${d.attempt}${d.duplicate ? ' (repetida)' : ''}</td><td>${d.status || 'sem resposta'}</td><td>${d.acknowledged ? '<span class="ok">confirmada</span>' : '<span class="bad">não</span>'}</td></tr>`,
    )
    .join('');
  const state = p.acknowledged
    ? '<p class="ok" data-testid="sandbox-result">Pix enviado. O cassino confirmou o aviso.</p>'
    : '<p class="warn" data-testid="sandbox-result">Pix enviado. O cassino ainda não confirmou; novas tentativas com espera crescente.</p>';
  return `<section class="card"><h2>Comprovante</h2>${state}<dl>
<dt>Valor</dt><dd>${esc(formatMoney(p.amountCents))}</dd>
<dt>Pagador</dt><dd>${esc(p.payer.name ?? '—')} · ${esc(p.payer.cpf ? formatCpf(p.payer.cpf) : 'CPF não informado')}</dd>
<dt>Identificador</dt><dd>${esc(p.txid ?? '—')}</dd>
<dt>End-to-end</dt><dd data-testid="sandbox-e2e">${esc(p.endToEndId)}</dd></dl>
<table><thead><tr><th>Entrega</th><th>HTTP</th><th>Confirmada</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function errorCard(message: string): string {
  return `<section class="card"><p class="bad" data-testid="sandbox-error">${esc(message)}</p></section>`;
}

const REFUSALS: Record<string, string> = {
  BAD_CODE: 'Código inválido',
  OTHER_RECEIVER: 'Este código paga outro recebedor: o sandbox só liquida códigos deste cassino',
  AMOUNT_REQUIRED: 'Digite o valor a pagar',
  INVALID_PAYER_CPF: 'CPF do pagador inválido',
};

function field(body: unknown, name: string, max: number): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export function sandboxPayerRoutes(provider: SandboxPixProvider, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    const html = (body: string) => page(body);
    const preview = (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return html(pasteForm());
      const decoded = decodeBrCode(trimmed);
      if (!decoded.ok)
        return html(pasteForm(trimmed) + errorCard(`Código inválido: ${decoded.error.message}`));
      return html(pasteForm(trimmed) + previewCard(provider, trimmed, decoded.brCode, now()));
    };

    app.get('/sandbox/pix', { schema: { hide: true } }, async (request, reply) => {
      const code = field(request.query, 'code', 512);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(preview(code));
    });

    app.post('/sandbox/pix', { schema: { hide: true } }, async (request, reply) => {
      const code = field(request.body, 'code', 512);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(preview(code));
    });

    app.post('/sandbox/pix/pay', { schema: { hide: true } }, async (request, reply) => {
      const code = field(request.body, 'code', 512).trim();
      const typedAmount = field(request.body, 'amount', 20).trim();
      const amountCents = typedAmount ? parseDecimal(typedAmount) : undefined;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (amountCents === null || (amountCents !== undefined && amountCents <= 0n)) {
        return reply.send(html(pasteForm(code) + errorCard('Valor inválido')));
      }
      const outcome = await provider.pay({
        brCode: code,
        payerCpf: field(request.body, 'payer_cpf', 20) || undefined,
        payerName: field(request.body, 'payer_name', 100) || undefined,
        amountCents: amountCents as Cents | undefined,
        deliverTwice: field(request.body, 'twice', 5) === '1',
      });
      if (!outcome.ok) {
        return reply.send(html(pasteForm(code) + errorCard(REFUSALS[outcome.error] ?? outcome.detail)));
      }
      return reply.send(html(resultCard(outcome) + pasteForm()));
    });
  };
}
