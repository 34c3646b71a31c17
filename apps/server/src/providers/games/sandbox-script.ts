/**
 * The sandbox game page's script (served from this origin; plain ES2020, no build step). It reads the
 * launch parameters from its URL, plays through the aggregator's API and shows the platform's answer.
 * Its strings exist in the five locales of the product; amounts in Brazilian format.
 */
export const SANDBOX_GAME_SCRIPT = `(() => {
  const T = {
    'pt-BR': { provider: 'Agregador de testes', balance: 'Saldo', bet: 'Aposta (R$)', roll: 'Rolar: acima de 50 paga 1,92×', spin: 'Girar',
      win: 'Você ganhou', lose: 'Não foi desta vez', rolledBack: 'Rodada cancelada pelo provedor: aposta devolvida',
      notEnough: 'Saldo insuficiente', error: 'O provedor recusou a jogada', faults: 'Falhas simuladas (teste)',
      duplicate: 'Enviar cada chamada duas vezes', dropAnswer: 'Perder a resposta e repetir', rollback: 'Cancelar a aposta (rollback)', delay: 'Atrasar 1,5 s',
      diceRules: 'Dado de 1 a 100. Acima de 50 paga 1,92× a aposta. RTP publicado: 96,00%.',
      slotRules: 'Três símbolos iguais pagam de 10× a 45× a aposta. RTP publicado: 96,00%.' },
    en: { provider: 'Test aggregator', balance: 'Balance', bet: 'Bet (R$)', roll: 'Roll: over 50 pays 1.92×', spin: 'Spin',
      win: 'You won', lose: 'Not this time', rolledBack: 'Round cancelled by the provider: bet returned',
      notEnough: 'Insufficient balance', error: 'The provider refused the play', faults: 'Simulated faults (testing)',
      duplicate: 'Send every call twice', dropAnswer: 'Lose the answer and retry', rollback: 'Cancel the bet (rollback)', delay: 'Delay 1.5 s',
      diceRules: 'A die from 1 to 100. Over 50 pays 1.92× the bet. Published RTP: 96.00%.',
      slotRules: 'Three matching symbols pay 10× to 45× the bet. Published RTP: 96.00%.' },
    es: { provider: 'Agregador de pruebas', balance: 'Saldo', bet: 'Apuesta (R$)', roll: 'Tirar: más de 50 paga 1,92×', spin: 'Girar',
      win: 'Has ganado', lose: 'Esta vez no', rolledBack: 'Ronda cancelada por el proveedor: apuesta devuelta',
      notEnough: 'Saldo insuficiente', error: 'El proveedor rechazó la jugada', faults: 'Fallos simulados (pruebas)',
      duplicate: 'Enviar cada llamada dos veces', dropAnswer: 'Perder la respuesta y reintentar', rollback: 'Cancelar la apuesta (rollback)', delay: 'Retrasar 1,5 s',
      diceRules: 'Un dado de 1 a 100. Más de 50 paga 1,92× la apuesta. RTP publicado: 96,00%.',
      slotRules: 'Tres símbolos iguales pagan de 10× a 45× la apuesta. RTP publicado: 96,00%.' },
    'zh-Hans': { provider: '测试聚合商', balance: '余额', bet: '投注 (R$)', roll: '掷骰：大于 50 赔付 1.92×', spin: '旋转',
      win: '您赢了', lose: '这次没中', rolledBack: '提供商取消了本局：投注已退还',
      notEnough: '余额不足', error: '提供商拒绝了此次操作', faults: '模拟故障（测试）',
      duplicate: '每个请求发送两次', dropAnswer: '丢失响应并重试', rollback: '取消投注（回滚）', delay: '延迟 1.5 秒',
      diceRules: '骰子 1 到 100。大于 50 赔付投注的 1.92 倍。公布的 RTP：96.00%。',
      slotRules: '三个相同符号赔付投注的 10 到 45 倍。公布的 RTP：96.00%。' },
    'id-ID': { provider: 'Agregator uji', balance: 'Saldo', bet: 'Taruhan (R$)', roll: 'Lempar: di atas 50 membayar 1,92×', spin: 'Putar',
      win: 'Anda menang', lose: 'Belum beruntung', rolledBack: 'Ronde dibatalkan penyedia: taruhan dikembalikan',
      notEnough: 'Saldo tidak cukup', error: 'Penyedia menolak permainan', faults: 'Gangguan simulasi (pengujian)',
      duplicate: 'Kirim setiap panggilan dua kali', dropAnswer: 'Hilangkan jawaban dan ulangi', rollback: 'Batalkan taruhan (rollback)', delay: 'Tunda 1,5 dtk',
      diceRules: 'Dadu 1 sampai 100. Di atas 50 membayar 1,92× taruhan. RTP yang dipublikasikan: 96,00%.',
      slotRules: 'Tiga simbol sama membayar 10× sampai 45× taruhan. RTP yang dipublikasikan: 96,00%.' },
  };
  const q = new URLSearchParams(location.search);
  const launch = { platform: q.get('platform') || '', game: q.get('game') || '', player: q.get('player') || '',
    session: q.get('session') || '', sig: q.get('sig') || '' };
  const t = T[q.get('lang')] || T['pt-BR'];
  document.documentElement.lang = T[q.get('lang')] ? q.get('lang') : 'pt-BR';
  const $ = (s) => document.querySelector(s);
  const brl = (cents) => (Number(cents) / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  // Glyphs every system font has (no colour-emoji font needed).
  const SYMBOLS = { cherry: '♥', lemon: '♦', bell: '♣', star: '★', seven: '7' };
  document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t[el.getAttribute('data-i18n')] || ''; });
  $('#play').textContent = launch.game === 'dice' ? t.roll : t.spin;
  $('[data-testid=sbx-rules]').textContent = launch.game === 'dice' ? t.diceRules : t.slotRules;
  $('[data-testid=sbx-stage]').innerHTML = launch.game === 'dice' ? '<span>?</span>' : '<span>♥</span><span>♣</span><span>7</span>';
  const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body) }).then((r) => r.json());
  const showBalance = (cents) => { if (cents !== null && cents !== undefined) $('[data-testid=sbx-balance]').textContent = brl(cents); };
  post('/sandbox/games/api/balance', launch).then((a) => showBalance(a.balance)).catch(() => {});
  fetch('/sandbox/games/faults').then((r) => r.json()).then((f) => {
    document.querySelectorAll('[data-fault]').forEach((box) => {
      const name = box.getAttribute('data-fault');
      box.checked = name === 'delayMs' ? f.delayMs > 0 : Boolean(f[name]);
      box.addEventListener('change', () => post('/sandbox/games/faults', { [name]: name === 'delayMs' ? (box.checked ? 1500 : 0) : box.checked }));
    });
  }).catch(() => {});
  document.querySelectorAll('[data-bet]').forEach((b) => b.addEventListener('click', () => {
    $('#bet').value = b.getAttribute('data-bet').replace('.', ',');
  }));
  $('#play').addEventListener('click', async () => {
    const button = $('#play');
    const result = $('[data-testid=sbx-result]');
    button.disabled = true;
    result.className = 'result';
    result.textContent = '…';
    try {
      const answer = await post('/sandbox/games/api/round', { ...launch, bet: $('#bet').value.trim().replace(',', '.') });
      if (!answer.ok) {
        result.className = 'result err';
        result.textContent = answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? t.notEnough : t.error;
        showBalance(answer.balance);
        return;
      }
      const stage = $('[data-testid=sbx-stage]');
      stage.innerHTML = answer.outcome.map((o) => '<span>' + (SYMBOLS[o] || o) + '</span>').join('');
      if (answer.rolledBack) { result.className = 'result'; result.textContent = t.rolledBack; }
      else if (Number(answer.win) > 0) { result.className = 'result win'; result.textContent = t.win + ' ' + brl(answer.win); }
      else { result.className = 'result lose'; result.textContent = t.lose; }
      showBalance(answer.balance);
    } catch {
      result.className = 'result err';
      result.textContent = t.error;
    } finally {
      button.disabled = false;
    }
  });
})();
`;
