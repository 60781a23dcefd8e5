// Reference: 64-bit nim products in C++ with GF(2^16) log/exp tables and a
// Karatsuba split, the same method as the engine. Prints products/second.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

static uint16_t lg[65536], ex[3 * 65535 + 1];

static uint32_t slow(uint32_t a, uint32_t b, int bits) {
	if (bits == 1) return a & b;
	int h = bits / 2;
	uint32_t m = (1u << h) - 1, a1 = a >> h, a0 = a & m, b1 = b >> h, b0 = b & m;
	uint32_t hh = slow(a1, b1, h), ll = slow(a0, b0, h), mm = slow(a1 ^ a0, b1 ^ b0, h);
	return ((mm ^ ll) << h) | (ll ^ slow(hh, 1u << (h - 1), h));
}

static inline uint32_t p16(uint32_t a, uint32_t b) {
	if (!a || !b) return 0;
	return ex[lg[a] + lg[b]];
}

static inline uint32_t half16(uint32_t a) { return p16(a, 0x8000); }

static inline uint32_t p32(uint32_t a, uint32_t b) {
	uint32_t a1 = a >> 16, a0 = a & 0xffff, b1 = b >> 16, b0 = b & 0xffff;
	uint32_t hh = p16(a1, b1), ll = p16(a0, b0), mm = p16(a1 ^ a0, b1 ^ b0);
	return ((mm ^ ll) << 16) | (ll ^ half16(hh));
}

static inline uint32_t half32(uint32_t a) { return p32(a, 0x80000000u); }

static inline uint64_t p64(uint64_t a, uint64_t b) {
	uint32_t a1 = a >> 32, a0 = (uint32_t)a, b1 = b >> 32, b0 = (uint32_t)b;
	uint32_t hh = p32(a1, b1), ll = p32(a0, b0), mm = p32(a1 ^ a0, b1 ^ b0);
	return ((uint64_t)(mm ^ ll) << 32) | (ll ^ half32(hh));
}

int main() {
	uint32_t x = 1;
	for (int i = 0; i < 65535; i++) {
		ex[i] = ex[i + 65535] = ex[i + 2 * 65535] = x;
		lg[x] = i;
		x = slow(x, 258, 16);
	}
	std::mt19937_64 rng(2026);
	const int n = 4000000;
	std::vector<uint64_t> a(2 * n);
	for (auto &v : a) v = rng();
	uint64_t check = 0;
	auto start = std::chrono::steady_clock::now();
	for (int i = 0; i < n; i++) check ^= p64(a[2 * i], a[2 * i + 1]);
	double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
	std::printf("%.0f %llu\n", n / s, (unsigned long long)check);
}
