/**
 * Nim multiplication: the field of nimbers below 2^64.
 *
 * The nim product is defined by x⊗y = mex{x'⊗y ⊕ x⊗y' ⊕ x'⊗y' : x' < x, y' < y}
 * (Conway, On Numbers and Games ch. 6; Winning Ways ch. 14). With XOR as
 * addition it makes the numbers below every 2^(2^k) a field, GF(2^(2^k)), and
 * each such field is a quadratic extension of the one below: a nimber below
 * 2^(2n) is a1·X ⊕ a0 with a1, a0 below 2^n, where X = 2^n satisfies
 * X⊗X = X ⊕ 2^(n−1). Hence, for a, b below 2^(2n):
 *   a⊗b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·X ⊕ a0⊗b0 ⊕ (a1⊗b1)⊗2^(n−1),
 * and Karatsuba's trick gives the middle term from (a1⊕a0)⊗(b1⊕b0), so each
 * level costs three half-size products.
 *
 * Here GF(2^16) is tabulated: 258 is a primitive element (its powers run
 * through all 65535 non-zero nimbers below 2^16; the tables are checked when
 * built), so a 16-bit product is two logarithm lookups and one power lookup.
 * Two Karatsuba levels then give 32 and 64 bits: a 64-bit product is nine
 * table products plus three multiplications by constants, all in 32-bit
 * Number arithmetic. Bigints cross the boundary through a shared 64-bit
 * typed array, so no bigint arithmetic is done per product.
 *
 * Also here: inverses and division (by the norm to the half field:
 * (a1·X ⊕ a0)⁻¹ = (a1·X ⊕ a1 ⊕ a0) ⊘ (a1⊗a1⊗c ⊕ a0⊗a1 ⊕ a0⊗a0), c = 2^(n−1)),
 * square roots (the inverse of the Frobenius map), and solutions of
 * t⊗t ⊕ t = r (a GF(2)-linear equation, solved by a precomputed elimination).
 *
 * `nimProductReference` follows the recursive definition without tables and
 * without Karatsuba; it exists for tests.
 *
 * Sources: Conway, On Numbers and Games, ch. 6; Berlekamp, Conway, Guy,
 * Winning Ways, ch. 14 (Tartan theorem); Lenstra, "Nim multiplication" (1977);
 * OEIS A051775 (the nim-multiplication table).
 */

/** The largest nimber the fast routines take: 2^64 − 1. */
export const MAX_NIMBER = (1n << 64n) - 1n;

/** The multiplicative group of GF(2^16) has this order. */
const ORDER = 65535;
/** A primitive element of GF(2^16) in the nim field. */
export const PRIMITIVE_16 = 258;
/** LOG[0]: large enough that any sum or difference involving it indexes the zero tail of EXP. */
const LOG_ZERO = 2 * ORDER;

const LOG = new Int32Array(1 << 16);
/** EXP[i] = 258^(i mod 65535) for i < 2·65535; zero beyond (where LOG_ZERO lands). */
const EXP = new Uint16Array(4 * ORDER + 1);

/** Nim product below 2^(2^level) (level ≤ 3), by the recursive definition on Numbers; used to build the tables. */
function smallProduct(a: number, b: number, bits: number): number {
	if (bits === 1) return a & b;
	const h = bits >>> 1;
	const mask = (1 << h) - 1;
	const a1 = a >>> h;
	const a0 = a & mask;
	const b1 = b >>> h;
	const b0 = b & mask;
	const hh = smallProduct(a1, b1, h);
	const ll = smallProduct(a0, b0, h);
	const mm = smallProduct(a1 ^ a0, b1 ^ b0, h);
	return ((mm ^ ll) << h) | (ll ^ smallProduct(hh, 1 << (h - 1), h));
}

function buildTables(): void {
	// GF(2^8) by a full table from the recursive definition, then 16-bit
	// products by one Karatsuba level over it, to generate the powers of 258.
	const t8 = new Uint8Array(1 << 16);
	const t4 = new Uint8Array(256);
	for (let a = 0; a < 16; a++) for (let b = 0; b < 16; b++) t4[(a << 4) | b] = smallProduct(a, b, 4);
	const mul4 = (a: number, b: number) => t4[(a << 4) | b]!;
	for (let a = 0; a < 256; a++) {
		for (let b = 0; b < 256; b++) {
			const a1 = a >>> 4,
				a0 = a & 15,
				b1 = b >>> 4,
				b0 = b & 15;
			const hh = mul4(a1, b1),
				ll = mul4(a0, b0),
				mm = mul4(a1 ^ a0, b1 ^ b0);
			t8[(a << 8) | b] = ((mm ^ ll) << 4) | (ll ^ mul4(hh, 8));
		}
	}
	const mul8 = (a: number, b: number) => t8[(a << 8) | b]!;
	const mul16 = (a: number, b: number) => {
		const a1 = a >>> 8,
			a0 = a & 255,
			b1 = b >>> 8,
			b0 = b & 255;
		const hh = mul8(a1, b1),
			ll = mul8(a0, b0),
			mm = mul8(a1 ^ a0, b1 ^ b0);
		return ((mm ^ ll) << 8) | (ll ^ mul8(hh, 128));
	};
	LOG.fill(-1);
	let x = 1;
	for (let i = 0; i < ORDER; i++) {
		if (LOG[x] !== -1) throw new Error(`nim product tables: ${PRIMITIVE_16} is not primitive in GF(2^16) (order ${i})`);
		LOG[x] = i;
		EXP[i] = x;
		EXP[i + ORDER] = x;
		x = mul16(x, PRIMITIVE_16);
	}
	if (x !== 1) throw new Error('nim product tables: the powers of the generator do not cycle');
	LOG[0] = LOG_ZERO;
}

let LOG_HALF16 = 0;
/** 2^15 ⊗ 2^15, the constant of the 64-bit level's reduction. */
let HALF16_SQUARED = 0;
let LOG_HALF16_SQUARED = 0;
let built = false;

/**
 * Builds the tables on first use rather than when the module loads: the
 * arcade and `analyze` load the whole engine at start, and most runs never
 * multiply nimbers (it takes a few milliseconds of every start otherwise).
 */
function ensureTables(): void {
	if (built) return;
	buildTables();
	LOG_HALF16 = LOG[0x8000]!;
	HALF16_SQUARED = EXP[2 * LOG_HALF16]!;
	LOG_HALF16_SQUARED = LOG[HALF16_SQUARED]!;
	built = true;
}

// ---------------------------------------------------------------------------
// 16-bit field: lookups.

/** a⊗b for a, b < 2^16 (Numbers). */
export function nimProduct16(a: number, b: number): number {
	ensureTables();
	return EXP[LOG[a]! + LOG[b]!]!;
}

/** a ⊘ b for a, b < 2^16, b ≠ 0. */
export function nimQuotient16(a: number, b: number): number {
	ensureTables();
	if (b === 0) throw new RangeError('nim division by zero');
	return EXP[LOG[a]! - LOG[b]! + ORDER]!;
}

/** The nim inverse of 0 < a < 2^16. */
export function nimInverse16(a: number): number {
	ensureTables();
	if (a === 0) throw new RangeError('0 has no nim inverse');
	return EXP[ORDER - LOG[a]!]!;
}

function sqrt16(a: number): number {
	if (a === 0) return 0;
	const l = LOG[a]!;
	return EXP[(l & 1) === 0 ? l >>> 1 : (l + ORDER) >>> 1]!;
}

// ---------------------------------------------------------------------------
// 32-bit field: one Karatsuba level over GF(2^16), X = 2^16, X⊗X = X ⊕ 2^15.

/** a⊗b for a, b < 2^32 (Numbers); the result is below 2^32. */
export function nimProduct32(a: number, b: number): number {
	ensureTables();
	const a1 = a >>> 16,
		a0 = a & 0xffff,
		b1 = b >>> 16,
		b0 = b & 0xffff;
	const ll = EXP[LOG[a0]! + LOG[b0]!]!;
	const hh = EXP[LOG[a1]! + LOG[b1]!]!;
	const mm = EXP[LOG[a1 ^ a0]! + LOG[b1 ^ b0]!]!;
	return (((mm ^ ll) << 16) | (ll ^ EXP[LOG[hh]! + LOG_HALF16]!)) >>> 0;
}

/** h ⊗ 2^31 for h < 2^32: 2^31 = 2^15·X, so this is ((h1⊕h0)⊗2^15)·X ⊕ h1⊗2^15⊗2^15. */
function timesHalf32(h: number): number {
	const h1 = h >>> 16,
		h0 = h & 0xffff;
	return ((EXP[LOG[h1 ^ h0]! + LOG_HALF16]! << 16) | EXP[LOG[h1]! + LOG_HALF16_SQUARED]!) >>> 0;
}

function inverse32(a: number): number {
	const a1 = a >>> 16,
		a0 = a & 0xffff;
	if (a1 === 0) return nimInverse16(a0);
	// The norm a1²·2^15 ⊕ a0⊗(a1 ⊕ a0) lies in GF(2^16).
	const norm = EXP[LOG[EXP[2 * LOG[a1]!]!]! + LOG_HALF16]! ^ EXP[LOG[a0]! + LOG[a1 ^ a0]!]!;
	const inv = ORDER - LOG[norm]!;
	return ((EXP[LOG[a1]! + inv]! << 16) | EXP[LOG[a1 ^ a0]! + inv]!) >>> 0;
}

function sqrt32(a: number): number {
	const a1 = a >>> 16,
		a0 = a & 0xffff;
	return ((sqrt16(a1) << 16) | sqrt16(a0 ^ EXP[LOG[a1]! + LOG_HALF16]!)) >>> 0;
}

/** The nim inverse of 0 < a < 2^32. */
export function nimInverse32(a: number): number {
	ensureTables();
	if (a === 0) throw new RangeError('0 has no nim inverse');
	return inverse32(a);
}

// ---------------------------------------------------------------------------
// 64-bit field: one more level, X = 2^32, X⊗X = X ⊕ 2^31. Words are 32-bit halves.

/**
 * The 64-bit product on 32-bit halves, for callers that keep nimbers as
 * Numbers: writes the high and low halves of (aHi·2^32 + aLo)⊗(bHi·2^32 + bLo)
 * into out[0] (high) and out[1] (low).
 */
export function nimProduct64(aHi: number, aLo: number, bHi: number, bLo: number, out: Uint32Array): void {
	ensureTables();
	const ll = nimProduct32(aLo, bLo);
	const hh = nimProduct32(aHi, bHi);
	const mm = nimProduct32(aHi ^ aLo, bHi ^ bLo);
	out[0] = mm ^ ll;
	out[1] = ll ^ timesHalf32(hh);
}

// Bigint ⇄ words without bigint arithmetic: one shared 64-bit slot.
const SLOT = new BigUint64Array(1);
const WORDS = new Uint32Array(SLOT.buffer);
const LITTLE = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const LO = LITTLE ? 0 : 1;
const HI = LITTLE ? 1 : 0;

function check(a: bigint, what: string): void {
	if (typeof a !== 'bigint' || a < 0n || a > MAX_NIMBER) throw new RangeError(`${what} must be a nimber from 0 to 2^64−1, got ${String(a)}`);
}

/** a⊗b, the nim product of two nimbers below 2^64. */
export function nimProduct(a: bigint, b: bigint): bigint {
	ensureTables();
	if (a < 0n || a > MAX_NIMBER || b < 0n || b > MAX_NIMBER) {
		check(a, 'nimProduct: a');
		check(b, 'nimProduct: b');
	}
	SLOT[0] = a;
	const aLo = WORDS[LO]!,
		aHi = WORDS[HI]!;
	SLOT[0] = b;
	const bLo = WORDS[LO]!,
		bHi = WORDS[HI]!;
	const ll = nimProduct32(aLo, bLo);
	if ((aHi | bHi) === 0) {
		WORDS[LO] = ll;
		WORDS[HI] = 0;
		return SLOT[0];
	}
	const hh = nimProduct32(aHi, bHi);
	const mm = nimProduct32(aHi ^ aLo, bHi ^ bLo);
	WORDS[HI] = mm ^ ll;
	WORDS[LO] = ll ^ timesHalf32(hh);
	return SLOT[0];
}

/** a⊗a. */
export function nimSquare(a: bigint): bigint {
	return nimProduct(a, a);
}

/** The nim inverse of 0 < a < 2^64: the b with a⊗b = 1 (it lies in the smallest field 2^(2^k) holding a). */
export function nimInverse(a: bigint): bigint {
	ensureTables();
	check(a, 'nimInverse: a');
	if (a === 0n) throw new RangeError('0 has no nim inverse');
	SLOT[0] = a;
	const aLo = WORDS[LO]!,
		aHi = WORDS[HI]!;
	if (aHi === 0) {
		WORDS[LO] = inverse32(aLo);
		return SLOT[0];
	}
	const norm = timesHalf32(nimProduct32(aHi, aHi)) ^ nimProduct32(aLo, aHi ^ aLo);
	const inv = inverse32(norm >>> 0);
	WORDS[HI] = nimProduct32(aHi, inv);
	WORDS[LO] = nimProduct32(aHi ^ aLo, inv);
	return SLOT[0];
}

/** a ⊘ b = a⊗b⁻¹ for b ≠ 0. */
export function nimQuotient(a: bigint, b: bigint): bigint {
	return nimProduct(a, nimInverse(b));
}

/** The nim square root: the unique s with s⊗s = a (squaring is a bijection in characteristic 2). */
export function nimSqrt(a: bigint): bigint {
	ensureTables();
	check(a, 'nimSqrt: a');
	SLOT[0] = a;
	const aLo = WORDS[LO]!,
		aHi = WORDS[HI]!;
	WORDS[HI] = sqrt32(aHi);
	WORDS[LO] = sqrt32((aLo ^ timesHalf32(aHi)) >>> 0);
	return SLOT[0];
}

/** a^e in the nim field (e ≥ 0), by repeated squaring. */
export function nimPower(a: bigint, e: bigint): bigint {
	let result = 1n;
	let base = a;
	for (let k = e; k > 0n; k >>= 1n) {
		if ((k & 1n) === 1n) result = nimProduct(result, base);
		base = nimProduct(base, base);
	}
	return result;
}

/** The width in bits (1, 2, 4, ..., 64) of the smallest field GF(2^(2^k)) holding every given nimber. */
export function fieldBits(...values: bigint[]): number {
	let bits = 1;
	for (const v of values) {
		check(v, 'fieldBits');
		while (bits < 64 && v >> BigInt(bits) !== 0n) bits *= 2;
	}
	return bits;
}

// ---------------------------------------------------------------------------
// t⊗t ⊕ t = r over GF(2^m), m ≤ 32: t ↦ t⊗t ⊕ t is GF(2)-linear with kernel {0, 1},
// so half of all r have two solutions (t and t ⊕ 1) and the others none.

interface QuadraticSolver {
	/** pivotImage[bit]: a reduced image whose top bit is `bit` (0 when there is none), with its preimage. */
	readonly pivotImage: Int32Array;
	readonly pivotPre: Int32Array;
}

const quadraticSolvers = new Map<number, QuadraticSolver>();

function quadraticSolver(bits: number): QuadraticSolver {
	let solver = quadraticSolvers.get(bits);
	if (solver !== undefined) return solver;
	solver = {pivotImage: new Int32Array(bits), pivotPre: new Int32Array(bits)};
	for (let i = 0; i < bits; i++) {
		const t = (2 ** i) >>> 0;
		let image = (nimProduct32(t, t) ^ t) | 0;
		let pre = t | 0;
		for (let bit = bits - 1; bit >= 0 && image !== 0; bit--) {
			if (((image >>> bit) & 1) === 0) continue;
			if (solver.pivotImage[bit] === 0) {
				solver.pivotImage[bit] = image;
				solver.pivotPre[bit] = pre;
				break;
			}
			image ^= solver.pivotImage[bit]!;
			pre ^= solver.pivotPre[bit]!;
		}
	}
	quadraticSolvers.set(bits, solver);
	return solver;
}

/**
 * A solution t of t⊗t ⊕ t = r in GF(2^bits) (bits = 1, 2, 4, 8, 16 or 32, r below
 * 2^bits), or null when there is none. The other solution is t ⊕ 1.
 */
export function nimSolveQuadratic(r: number, bits: number): number | null {
	ensureTables();
	if (![1, 2, 4, 8, 16, 32].includes(bits)) throw new RangeError(`nimSolveQuadratic: ${bits} is not a field width up to 32`);
	if (bits < 32 && r >>> bits !== 0) throw new RangeError(`nimSolveQuadratic: ${r} is not below 2^${bits}`);
	const solver = quadraticSolver(bits);
	let rest = r | 0;
	let t = 0;
	for (let bit = bits - 1; bit >= 0 && rest !== 0; bit--) {
		if (((rest >>> bit) & 1) === 0) continue;
		if (solver.pivotImage[bit] === 0) return null;
		rest ^= solver.pivotImage[bit]!;
		t ^= solver.pivotPre[bit]!;
	}
	return t >>> 0;
}

// ---------------------------------------------------------------------------
// Reference (tests only).

/**
 * a⊗b by the recursive definition, without tables or Karatsuba: split at the
 * largest Fermat 2-power F = 2^(2^k) with a, b < F², and use
 * a⊗b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·F ⊕ a0⊗b0 ⊕ (a1⊗b1)⊗(F/2). Any size; slow.
 */
export function nimProductReference(a: bigint, b: bigint): bigint {
	if (a < 0n || b < 0n) throw new RangeError('nimbers are non-negative');
	if (a < 2n || b < 2n) return a * b;
	let half = 1n;
	while (a >> (half * 2n) !== 0n || b >> (half * 2n) !== 0n) half *= 2n;
	const mask = (1n << half) - 1n;
	const a1 = a >> half,
		a0 = a & mask,
		b1 = b >> half,
		b0 = b & mask;
	const hh = nimProductReference(a1, b1);
	const cross = nimProductReference(a1, b0) ^ nimProductReference(a0, b1);
	const ll = nimProductReference(a0, b0);
	return ((hh ^ cross) << half) ^ ll ^ nimProductReference(hh, 1n << (half - 1n));
}
