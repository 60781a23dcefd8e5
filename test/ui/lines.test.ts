/**
 * Text is measured in terminal columns (string-width) and cut by columns:
 * wide characters (東京, 🎲) take two, so user-named graph vertices keep the
 * layout aligned and inside the screen.
 */
import {describe, expect, it} from 'vitest';
import stringWidth from 'string-width';
import {besideLines, clipLine, clipText, line, lineText, lineWidth, readableLines, seg, sliceColumns, textWidth, wrapText} from '../../source/ui/lines.js';
import {matchText, newMatch} from './helpers.js';
import {seeded} from '../../source/engine/random.js';

describe('columns, not code points', () => {
	it('measures wide characters as two columns', () => {
		expect(textWidth('東京')).toBe(4);
		expect(textWidth('🎲')).toBe(2);
		expect(textWidth('heap 1')).toBe(6);
		expect(lineWidth(line(seg('東京'), seg(' a')))).toBe(6);
	});

	it('counts ASCII and Chinese as string-width measures them: every character of the counted ranges, their edges and mixed lines', () => {
		const ranges = [
			[0x20, 0x7e],
			[0x3000, 0x3029],
			[0x4e00, 0x9fff],
			[0xff01, 0xff60],
			[0xffe0, 0xffe6],
		] as const;
		for (const [from, to] of ranges) {
			for (let c = from; c <= to; c++) expect(textWidth(`a${String.fromCodePoint(c)}`), c.toString(16)).toBe(stringWidth(`a${String.fromCodePoint(c)}`));
			// Just outside each range string-width measures (a combining mark, a control, a half-width form).
			for (const c of [from - 1, to + 1]) expect(textWidth(`a${String.fromCodePoint(c)}b`), c.toString(16)).toBe(stringWidth(`a${String.fromCodePoint(c)}b`));
		}
		const rng = seeded(7);
		const pool = ['a', ' ', '5', '当', '前', '，', '。', '（', '）', '\u302A', '…', '→', 'é', 'e\u0301', '🎲', '\u001B[1m', '\u200B', '０'];
		for (let i = 0; i < 2000; i++) {
			const text = Array.from({length: 1 + Math.floor(rng() * 12)}, () => pool[Math.floor(rng() * pool.length)]).join('');
			expect(textWidth(text), JSON.stringify(text)).toBe(stringWidth(text));
		}
	});

	it('cuts by columns: a wide character that would straddle the edge is left out', () => {
		expect(sliceColumns('東京駅', 3)).toBe('東');
		expect(clipText('東京駅前', 5)).toBe('東京…');
		expect(textWidth(clipText('🎲🎲🎲🎲', 6))).toBeLessThanOrEqual(6);
		const clipped = clipLine(line(seg('vertex '), seg('東京東京東京')), 12);
		expect(lineWidth(clipped)).toBeLessThanOrEqual(12);
		expect(clipped.map(s => s.text).join('')).toMatch(/…$/);
	});

	it('wraps wide text within the width', () => {
		for (const row of wrapText('東京 大阪 名古屋 札幌 🎲🎲🎲 福岡東京大阪名古屋', 9)) expect(textWidth(row)).toBeLessThanOrEqual(9);
	});

	it('keeps a graph with wide vertex names inside the screen (80×24 and 60×16)', () => {
		const json = {game: 'graph', edges: {東京: ['大阪', '🎲'], 大阪: ['🎲'], '🎲': ['名古屋']}, tokens: ['東京', '大阪']};
		for (const size of [
			{columns: 80, rows: 24},
			{columns: 60, rows: 16},
		]) {
			const frame = matchText(newMatch(json, {hints: true}), size);
			expect(frame).toContain('東京');
			for (const row of frame.split('\n')) expect(stringWidth(row)).toBeLessThanOrEqual(size.columns);
		}
	});
});

describe('Chinese text wraps between characters', () => {
	const sentence = '当前 Nim 和为 5，不为 0，所以先手必胜：从第 2 堆取走 3 个，使 Nim 和变为 0。';

	it('breaks between characters, not only at spaces, and keeps every character', () => {
		for (const width of [8, 11, 13, 17, 24]) {
			const rows = wrapText(sentence, width);
			for (const row of rows) expect(textWidth(row)).toBeLessThanOrEqual(width);
			expect(rows.join('').replace(/ /g, '')).toBe(sentence.replace(/ /g, ''));
			// Filled rows: a long unspaced run of Chinese is not pushed whole to the next line.
			expect(rows.length).toBeLessThanOrEqual(Math.ceil(textWidth(sentence) / (width - 3)) + 1);
		}
	});

	it('never starts a line with a closing mark', () => {
		for (let width = 6; width <= 40; width++) {
			for (const row of wrapText(sentence, width)) expect(row, `width ${width}`).not.toMatch(/^[，。：；）、！？]/u);
			for (const row of wrapText('一二三四五，六七八九十。一二三（四五）六七', width)) expect(row, `width ${width}`).not.toMatch(/^[，。：；）、！？]|[（]$/u);
		}
	});
});

describe('a Chinese ordinal or count keeps its number', () => {
	it('never ends a line with 第 nor starts one with the measure word after a number', () => {
		const text = '这一局你犯了两个错误，建议复习第 10 课的内容，然后从第 2 堆取走 3 个，共 12 枚硬币';
		for (let width = 8; width <= 40; width++) {
			const rows = wrapText(text, width);
			rows.forEach((row, i) => {
				expect(row, `width ${width}`).not.toMatch(/(第|共)$/u);
				if (i > 0 && /\d$/.test(rows[i - 1]!)) expect(row, `width ${width}`).not.toMatch(/^(课|堆|个|枚)/u);
				expect(textWidth(row)).toBeLessThanOrEqual(width);
			});
			expect(rows.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
		}
	});
});

describe('formulas and pairs never split across lines', () => {
	const sentence =
		'The nim-sum is 1: 5 XOR 4 = 1, so the lamp at (3, 0) goes, and a node is worth the nim-sum of (value + 1) over its children, with S = {1, 3, 4} as the set.';

	it('keeps "5 XOR 4 = 1", "(3, 0)", "(value + 1)" and "{1, 3, 4}" on one line at every width', () => {
		for (let width = 20; width <= 80; width++) {
			const rows = wrapText(sentence, width);
			for (const row of rows) expect(textWidth(row), `width ${width}`).toBeLessThanOrEqual(width);
			for (const whole of ['5 XOR 4 = 1', '(3, 0)', '(value + 1)', '{1, 3, 4}'])
				expect(
					rows.some(row => row.includes(whole)),
					`${whole} at width ${width}:\n${rows.join('\n')}`,
				).toBe(true);
			expect(rows.join(' ')).toBe(sentence);
		}
	});

	it('breaks a formula wider than the line at its spaces, not inside a number', () => {
		const rows = wrapText('G(4) = mex{G(3), G(1), G(0)} = mex{1, 1, 0} = 2', 12);
		for (const row of rows) expect(textWidth(row)).toBeLessThanOrEqual(12);
		expect(rows.join(' ')).toBe('G(4) = mex{G(3), G(1), G(0)} = mex{1, 1, 0} = 2');
	});
});

describe('a table drawn beside prose, for a screen reader', () => {
	it('is read after the sentence it was drawn against ends, never inside it', () => {
		const left = ['The XOR is 2: move in part 1, worth 2,', 'to make it worth 0:', 'take 2 from heap 1 (5 → 3).', 'Then the XOR is 0.'].map(t => line(seg(t)));
		const right = ['1: Subtraction = 2  10', '2: Bash = 3  11'].map(t => line(seg(t)));
		const read = readableLines(besideLines(left, right, 40)).map(lineText);
		expect(read).toEqual([
			'The XOR is 2: move in part 1, worth 2,',
			'to make it worth 0:',
			'take 2 from heap 1 (5 to 3).',
			'1: Subtraction = 2 10',
			'2: Bash = 3 11',
			'Then the XOR is 0.',
		]);
	});
});
