import {describe, expect, it, test} from 'vitest';
import {
	MAX_NIMBER,
	PRIMITIVE_16,
	fieldBits,
	nimInverse,
	nimInverse16,
	nimInverse32,
	nimPower,
	nimProduct,
	nimProduct16,
	nimProduct32,
	nimProduct64,
	nimProductReference,
	nimQuotient,
	nimQuotient16,
	nimSolveQuadratic,
	nimSqrt,
	nimSquare,
} from '../../source/engine/nimproduct.js';
import {seeded} from '../../source/engine/random.js';

const rng = seeded(20240607);
const random64 = (): bigint => {
	let r = 0n;
	for (let i = 0; i < 4; i++) r = (r << 16n) | BigInt(Math.floor(rng() * 65536));
	return r;
};
/** Random nimbers of every width, and edge values, so that every code path is hit. */
const randomNimber = (): bigint => {
	const kind = Math.floor(rng() * 6);
	const bits = [2, 4, 8, 16, 32, 64][Math.floor(rng() * 6)]!;
	if (kind === 0) return 1n << BigInt(Math.floor(rng() * 64));
	if (kind === 1) return (1n << BigInt(bits)) - 1n;
	return random64() & ((1n << BigInt(bits)) - 1n);
};

/** x⊗y = mex{x'⊗y ⊕ x⊗y' ⊕ x'⊗y' : x' < x, y' < y}, straight from the definition. */
function mexTable(n: number): number[][] {
	const t: number[][] = Array.from({length: n}, () => new Array<number>(n).fill(0));
	for (let x = 0; x < n; x++) {
		for (let y = 0; y < n; y++) {
			const seen = new Set<number>();
			for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) seen.add(t[a]![y]! ^ t[x]![b]! ^ t[a]![b]!);
			let m = 0;
			while (seen.has(m)) m++;
			t[x]![y] = m;
		}
	}
	return t;
}

describe('published values', () => {
	test.each([
		[2n, 2n, 3n],
		[2n, 3n, 1n],
		[3n, 3n, 2n],
		[4n, 4n, 6n],
		[8n, 8n, 13n],
		[16n, 16n, 24n],
		[1n << 32n, 1n << 32n, 6442450944n],
		// Fermat 2-powers: F⊗F = 3F/2; distinct Fermat 2-powers multiply as integers.
		[256n, 256n, 384n],
		[65536n, 65536n, 98304n],
		[4n, 16n, 64n],
		[2n, 1n << 32n, 1n << 33n],
		[0n, MAX_NIMBER, 0n],
		[1n, MAX_NIMBER, MAX_NIMBER],
	])('%s ⊗ %s = %s', (a, b, expected) => {
		expect(nimProduct(a, b)).toBe(expected);
		expect(nimProduct(b, a)).toBe(expected);
		expect(nimProductReference(a, b)).toBe(expected);
	});

	it('matches the first rows of OEIS A051775', () => {
		// Rows 0..3 of the nim-multiplication table.
		expect([...Array(8).keys()].map(y => nimProduct(2n, BigInt(y)))).toEqual([0n, 2n, 3n, 1n, 8n, 10n, 11n, 9n]);
		expect([...Array(8).keys()].map(y => nimProduct(3n, BigInt(y)))).toEqual([0n, 3n, 1n, 2n, 12n, 15n, 13n, 14n]);
	});
});

describe('the table against the mex definition', () => {
	const n = 40;
	const table = mexTable(n);
	it(`agrees for all x, y < ${n}`, () => {
		let checked = 0;
		for (let x = 0; x < n; x++) {
			for (let y = 0; y < n; y++) {
				expect(nimProduct(BigInt(x), BigInt(y))).toBe(BigInt(table[x]![y]!));
				expect(nimProduct16(x, y)).toBe(table[x]![y]);
				expect(nimProductReference(BigInt(x), BigInt(y))).toBe(BigInt(table[x]![y]!));
				checked++;
			}
		}
		expect(checked).toBe(n * n);
	});
});

describe('the tables against the recursive definition', () => {
	it('agrees on random nimbers of every width', () => {
		for (let i = 0; i < 400; i++) {
			const a = randomNimber();
			const b = randomNimber();
			expect(nimProduct(a, b)).toBe(nimProductReference(a, b));
		}
	});

	it('agrees on all products of 8-bit nimbers by a few 16-bit ones', () => {
		for (const b of [0x8000, 0xffff, 0x1234, 258]) {
			for (let a = 0; a < 256; a++) expect(BigInt(nimProduct16(a, b))).toBe(nimProductReference(BigInt(a), BigInt(b)));
		}
	});

	it('the word-level paths agree with the bigint one', () => {
		const out = new Uint32Array(2);
		for (let i = 0; i < 300; i++) {
			const a = random64();
			const b = random64();
			nimProduct64(Number(a >> 32n), Number(a & 0xffffffffn), Number(b >> 32n), Number(b & 0xffffffffn), out);
			expect((BigInt(out[0]!) << 32n) | BigInt(out[1]!)).toBe(nimProduct(a, b));
			const a32 = Number(a & 0xffffffffn);
			const b32 = Number(b & 0xffffffffn);
			expect(BigInt(nimProduct32(a32, b32))).toBe(nimProduct(BigInt(a32), BigInt(b32)));
		}
	});
});

describe('field axioms on random 64-bit nimbers', () => {
	const samples = Array.from({length: 300}, () => [randomNimber(), randomNimber(), randomNimber()] as const);

	it('commutative, associative, distributive over XOR, with unit 1', () => {
		for (const [a, b, c] of samples) {
			expect(nimProduct(a, b)).toBe(nimProduct(b, a));
			expect(nimProduct(nimProduct(a, b), c)).toBe(nimProduct(a, nimProduct(b, c)));
			expect(nimProduct(a, b ^ c)).toBe(nimProduct(a, b) ^ nimProduct(a, c));
			expect(nimProduct(a, 1n)).toBe(a);
		}
	});

	it('inverses and quotients', () => {
		for (const [a, b] of samples) {
			if (a === 0n) continue;
			const inv = nimInverse(a);
			expect(nimProduct(a, inv)).toBe(1n);
			expect(nimProduct(nimQuotient(b, a), a)).toBe(b);
		}
		expect(nimInverse(1n)).toBe(1n);
		expect(nimInverse(2n)).toBe(3n);
		expect(nimInverse(MAX_NIMBER)).toBe(nimPower(MAX_NIMBER, MAX_NIMBER - 1n));
	});

	it('square roots: s⊗s = a, and squaring is additive (Frobenius)', () => {
		for (const [a, b] of samples) {
			const s = nimSqrt(a);
			expect(nimSquare(s)).toBe(a);
			expect(nimSquare(a ^ b)).toBe(nimSquare(a) ^ nimSquare(b));
		}
	});

	it('the nimbers below each 2^(2^k) form a subfield', () => {
		for (const bits of [1, 2, 4, 8, 16, 32]) {
			const mask = (1n << BigInt(bits)) - 1n;
			for (let i = 0; i < 50; i++) {
				const a = random64() & mask;
				const b = random64() & mask;
				expect(nimProduct(a, b) <= mask).toBe(true);
				if (a !== 0n) expect(nimInverse(a) <= mask).toBe(true);
				expect(nimSqrt(a) <= mask).toBe(true);
				expect(fieldBits(a, b) <= bits).toBe(true);
			}
		}
	});

	it('x^(2^64) = x in GF(2^64), and the order of the group divides 2^64 − 1', () => {
		for (const [a] of samples.slice(0, 40)) {
			expect(nimPower(a, 1n << 64n)).toBe(a);
			if (a !== 0n) expect(nimPower(a, MAX_NIMBER)).toBe(1n);
		}
	});
});

describe('GF(2^16) tables', () => {
	it(`${PRIMITIVE_16} is primitive: its order is exactly 65535 = 3·5·17·257`, () => {
		const g = BigInt(PRIMITIVE_16);
		expect(nimPower(g, 65535n)).toBe(1n);
		for (const p of [3n, 5n, 17n, 257n]) expect(nimPower(g, 65535n / p)).not.toBe(1n);
	});

	it('16-bit inverse, quotient and 32-bit inverse', () => {
		for (let a = 1; a < 65536; a += 97) {
			expect(nimProduct16(a, nimInverse16(a))).toBe(1);
			expect(nimProduct16(nimQuotient16(12345, a), a)).toBe(12345);
		}
		for (let i = 0; i < 200; i++) {
			const a = Number(random64() & 0xffffffffn) || 1;
			expect(nimProduct32(a, nimInverse32(a))).toBe(1);
		}
		expect(nimQuotient16(0, 5)).toBe(0);
	});
});

describe('t⊗t ⊕ t = r', () => {
	test.each([1, 2, 4, 8, 16])('in GF(2^%i): exactly the r hit by some t are solved', bits => {
		const size = 2 ** bits;
		const hit = new Uint8Array(size);
		for (let t = 0; t < size; t++) hit[nimProduct16(t, t) ^ t] = 1;
		expect(hit.reduce((s, h) => s + h, 0)).toBe(size / 2);
		let wrong = 0;
		for (let r = 0; r < size; r++) {
			const t = nimSolveQuadratic(r, bits);
			if (hit[r] === 1 ? t === null || (nimProduct16(t, t) ^ t) !== r : t !== null) wrong++;
		}
		expect(wrong).toBe(0);
	});

	it('in GF(2^32): solutions check, and about half of random r are solvable', () => {
		let solved = 0;
		for (let i = 0; i < 2000; i++) {
			const r = Number(random64() & 0xffffffffn);
			const t = nimSolveQuadratic(r, 32);
			if (t === null) continue;
			solved++;
			expect(Number(nimSquare(BigInt(t)) ^ BigInt(t))).toBe(r);
			expect(t).toBeLessThan(2 ** 32);
		}
		expect(solved).toBeGreaterThan(850);
		expect(solved).toBeLessThan(1150);
	});

	it('2^(n−1) has no solution over GF(2^n): X⊗X = X ⊕ 2^(n−1) is irreducible there', () => {
		for (const bits of [2, 4, 8, 16, 32]) expect(nimSolveQuadratic(2 ** (bits - 1), bits)).toBeNull();
	});
});

describe('bad input', () => {
	it('refuses nimbers outside [0, 2^64)', () => {
		expect(() => nimProduct(1n << 64n, 1n)).toThrow(RangeError);
		expect(() => nimProduct(1n, -1n)).toThrow(/nimber from 0 to 2\^64−1, got -1/);
		expect(() => nimInverse(0n)).toThrow(/no nim inverse/);
		expect(() => nimInverse16(0)).toThrow(/no nim inverse/);
		expect(() => nimQuotient16(3, 0)).toThrow(/division by zero/);
		expect(() => nimSqrt(1n << 64n)).toThrow(RangeError);
		expect(() => nimSolveQuadratic(1, 64)).toThrow(RangeError);
		expect(() => nimSolveQuadratic(300, 8)).toThrow(RangeError);
	});
});

// Speed is measured by `npm run bench` (64-bit nim products per second, beside a C++ reference).
