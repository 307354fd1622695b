// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { napScoreExplanation } from '../../../shared/domain/nap-score';
import { byTestId, click, render, type Rendered } from '../../testing/dom';
import { NapScore } from './nap-score';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function renderScore(score: number | null, size?: 'sm' | 'lg') {
  rendered = await render(<NapScore score={score} size={size} />);
  return rendered.container;
}

describe('NapScore', () => {
  it.each<[number | null, string, string]>([
    [95, 'good', '95/100, Good'],
    [90, 'good', '90/100, Good'],
    [89, 'fair', '89/100, Needs attention'],
    [70, 'fair', '70/100, Needs attention'],
    [69, 'poor', '69/100, Poor'],
    [null, 'none', 'Not scanned yet'],
  ])('shows %s in the %s band', async (score, band, text) => {
    const container = await renderScore(score);
    expect(byTestId(container, 'nap-score').dataset.band).toBe(band);
    expect(byTestId(container, 'nap-score-value').textContent).toBe(text);
  });

  it('writes the band beside a large score', async () => {
    const container = await renderScore(72, 'lg');
    expect(byTestId(container, 'nap-score-band').textContent).toBe('Needs attention');
  });

  it('opens the explanation from its button and closes it with Escape', async () => {
    const container = await renderScore(82, 'lg');
    const button = byTestId(container, 'nap-score-explain');
    const explanation = byTestId(container, 'nap-score-explanation');
    expect(button.getAttribute('aria-controls')).toBe(explanation.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(explanation.hidden).toBe(true);

    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(explanation.hidden).toBe(false);
    expect(explanation.textContent).toBe(napScoreExplanation);

    await act(async () => button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(explanation.hidden).toBe(true);
  });
});
