#pragma once

// A 64-bit hash of a position's bytes, the same in every run and on every
// machine (qHash is seeded per process), so that the opening explorer can
// merge move orders reaching one position by comparing hashes. 64 bits make a
// collision between two of a collection's few million positions about one in
// a million million.

#include <cstdint>
#include <cstring>
#include <span>

namespace kibitz {

inline std::uint64_t mixHash(std::uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return h;
}

// Eight bytes at a time: a position's board is a few hundred bytes, hashed
// after every move the explorer replays.
inline std::uint64_t hashBytes(std::span<const std::uint8_t> bytes, std::uint64_t seed)
{
    std::uint64_t h = mixHash(seed ^ (bytes.size() * 0x9e3779b97f4a7c15ull));
    const std::uint8_t *p = bytes.data();
    std::size_t n = bytes.size();
    for (; n >= 8; n -= 8, p += 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        h = (h ^ word) * 0x9e3779b97f4a7c15ull;
        h ^= h >> 29;
    }
    std::uint64_t tail = 0;
    std::memcpy(&tail, p, n);
    return mixHash(h ^ tail ^ (std::uint64_t(n) << 56));
}

} // namespace kibitz
