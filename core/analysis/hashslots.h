#pragma once

// HashSlots: the opening explorer's lookup tables (positions by their hash
// with transpositions, moves by the hash of their position and bytes), one
// scheme for both: open addressing with linear probing, at most half full,
// one 64-bit word a slot holding the high half of the entry's hash over the
// 32-bit index it stands for, so that a probe costs one cache miss. The
// table keeps no more of the hash: the caller settles an entry whose half
// matches (`same(index)`, e.g. comparing the full key it keeps per index)
// and gives an entry's hash again when the table grows (`hashOf(index)`).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kibitz {

class HashSlots {
public:
    static constexpr std::uint32_t None = 0xffffffffu;

    // The index stored for `hash` that `same` accepts, or None.
    template <class Same>
    std::uint32_t find(std::uint64_t hash, Same same) const
    {
        if (m_slots.empty())
            return None;
        const std::size_t mask = m_slots.size() - 1;
        const auto check = std::uint32_t(hash >> 32);
        for (std::size_t i = std::size_t(hash) & mask;; i = (i + 1) & mask) {
            const std::uint64_t slot = m_slots[i];
            const auto index = std::uint32_t(slot);
            if (index == None)
                return None;
            if (std::uint32_t(slot >> 32) == check && same(index))
                return index;
        }
    }

    // Stores `index` for `hash`; `count` is how many entries the table
    // holds with it (it grows to stay at most half full).
    template <class HashOf>
    void insert(std::uint64_t hash, std::uint32_t index, std::size_t count, HashOf hashOf)
    {
        if (count * 2 > m_slots.size())
            reserve(count < 32 ? 32 : count * 2, hashOf);
        place(hash, index);
    }

    // Room for `count` entries at most half full, keeping what the table holds.
    template <class HashOf>
    void reserve(std::size_t count, HashOf hashOf)
    {
        std::size_t size = 64;
        while (size < count * 2)
            size *= 2;
        if (size <= m_slots.size())
            return;
        std::vector<std::uint64_t> old = std::move(m_slots);
        m_slots.assign(size, Empty);
        for (const std::uint64_t slot : old) {
            if (std::uint32_t(slot) != None)
                place(hashOf(std::uint32_t(slot)), std::uint32_t(slot));
        }
    }

    void clear() { m_slots = {}; }

private:
    static constexpr std::uint64_t Empty = None;

    void place(std::uint64_t hash, std::uint32_t index)
    {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t i = std::size_t(hash) & mask;
        while (std::uint32_t(m_slots[i]) != None)
            i = (i + 1) & mask;
        m_slots[i] = (std::uint64_t(std::uint32_t(hash >> 32)) << 32) | index;
    }

    std::vector<std::uint64_t> m_slots;
};

} // namespace kibitz
