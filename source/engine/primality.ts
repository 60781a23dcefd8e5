/**
 * Primality by Miller-Rabin with the first 13 prime bases: deterministic
 * (a proof) below 3.3·10^24 (Sorenson and Webster, 2015). Above that the
 * same test with 24 bases is a probable-prime test; the engine itself only
 * ever proposes takes of 1, 2 or 3, so its own moves are always proven.
 */
const smallPrimes = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n, 43n, 47n, 53n, 59n, 61n, 67n, 71n, 73n, 79n, 83n, 89n, 97n];
const deterministicBelow = 3_317_044_064_679_887_385_961_981n;

function powMod(base: bigint, exp: bigint, mod: bigint): bigint {
	let result = 1n;
	base %= mod;
	while (exp > 0n) {
		if (exp & 1n) result = (result * base) % mod;
		base = (base * base) % mod;
		exp >>= 1n;
	}
	return result;
}

/** Whether n is prime (proven below 3.3·10^24, probable above). */
export function isPrime(n: bigint): boolean {
	if (n < 2n) return false;
	for (const p of smallPrimes) {
		if (n === p) return true;
		if (n % p === 0n) return false;
	}
	let d = n - 1n;
	let s = 0;
	while ((d & 1n) === 0n) {
		d >>= 1n;
		s++;
	}
	const bases = n < deterministicBelow ? smallPrimes.slice(0, 13) : smallPrimes.slice(0, 24);
	witness: for (const a of bases) {
		let x = powMod(a, d, n);
		if (x === 1n || x === n - 1n) continue;
		for (let r = 1; r < s; r++) {
			x = (x * x) % n;
			if (x === n - 1n) continue witness;
		}
		return false;
	}
	return true;
}

/** Whether primality of n is proven (rather than probable) by `isPrime`. */
export function primalityIsProven(n: bigint): boolean {
	return n < deterministicBelow;
}

let sieve: Uint8Array | null = null;
let prefix: Uint32Array | null = null;
/** Below this, prime counts come from a sieve. */
export const sieveLimit = 1 << 21;

function ensureSieve(): void {
	if (sieve !== null) return;
	const composite = new Uint8Array(sieveLimit + 1);
	composite[0] = 1;
	composite[1] = 1;
	for (let i = 2; i * i <= sieveLimit; i++) {
		if (!composite[i]) for (let j = i * i; j <= sieveLimit; j += i) composite[j] = 1;
	}
	const counts = new Uint32Array(sieveLimit + 1);
	let c = 0;
	for (let i = 0; i <= sieveLimit; i++) {
		if (!composite[i]) c++;
		counts[i] = c;
	}
	sieve = composite;
	prefix = counts;
}

/** Whether n ≤ sieveLimit is prime, from the sieve. */
export function isSmallPrime(n: number): boolean {
	ensureSieve();
	return n >= 0 && n <= sieveLimit && sieve![n] === 0;
}

/** π(n), the number of primes ≤ n, for n ≤ sieveLimit. */
export function primeCount(n: number): number {
	ensureSieve();
	return prefix![Math.min(n, sieveLimit)]!;
}
