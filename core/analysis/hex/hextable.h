#pragma once

// The transposition table of the Hex solver's df-pn search (hexdfpn.h): the
// proof and disproof numbers of positions by their key, 2^bits entries in
// buckets of two, the one with less work replaced first and proven entries
// kept over open ones. One table may be shared by the threads that prove
// the root's moves (hexsolver.cpp): each bucket then has a spin lock, held
// only to copy an entry in or out, so that a position one thread proved is
// a proof for all. A proof is a proof whichever thread found it, and the
// open numbers only steer the search, so the results stay those of one
// thread. A proven entry also keeps its proof set (hexdfpn.h).

#include "analysis/hex/hexboard.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace kibitz::hexsolve {

template <int W>
class TranspositionTable {
public:
    // (phi, delta) of the side to move.
    using Values = std::pair<std::uint32_t, std::uint32_t>;

    // `shared`: used by several threads at once (the buckets are locked).
    TranspositionTable(int bits, bool shared)
        : m_entries(std::size_t(1) << bits)
        , m_mask((std::uint64_t(1) << bits) - 1)
    {
        if (shared)
            m_locks = std::make_unique<std::atomic<bool>[]>(m_entries.size() / 2);
    }

    std::optional<Values> lookup(std::uint64_t key) const
    {
        const std::size_t i = bucket(key);
        const Lock lock(*this, i);
        for (std::size_t k = i; k < i + 2; ++k) {
            if (m_entries[k].work >= 0 && m_entries[k].key == key)
                return Values{m_entries[k].phi, m_entries[k].delta};
        }
        return std::nullopt;
    }

    // The proof set of a proven position (as stored), if the table has it.
    std::optional<Bits<W>> proof(std::uint64_t key) const
    {
        const std::size_t i = bucket(key);
        const Lock lock(*this, i);
        for (std::size_t k = i; k < i + 2; ++k) {
            const Entry &e = m_entries[k];
            if (e.work >= 0 && e.key == key && (e.phi == 0 || e.delta == 0))
                return e.proof;
        }
        return std::nullopt;
    }

    // `work`: the positions expanded to get these numbers (what a
    // replacement weighs); `proof`: a proven position's proof set.
    void store(std::uint64_t key, std::uint32_t phi, std::uint32_t delta, std::int64_t work,
               const Bits<W> &proof = Bits<W>())
    {
        const std::size_t i = bucket(key);
        const auto worth = [](const Entry &e) {
            if (e.work < 0)
                return std::int64_t(-1);
            return e.work + ((e.phi == 0 || e.delta == 0) ? (std::int64_t(1) << 40) : 0);
        };
        const Lock lock(*this, i);
        std::size_t victim = i;
        if (m_entries[i + 1].work >= 0 && m_entries[i + 1].key == key)
            victim = i + 1;
        else if (!(m_entries[i].work >= 0 && m_entries[i].key == key) && worth(m_entries[i + 1]) < worth(m_entries[i]))
            victim = i + 1;
        m_entries[victim] = Entry{key, phi, delta, work, proof};
    }

private:
    struct Entry {
        std::uint64_t key = 0;
        std::uint32_t phi = 0;
        std::uint32_t delta = 0;
        std::int64_t work = -1; // -1: empty slot
        Bits<W> proof;
    };

    // The bucket's lock while in scope, when the table is shared.
    class Lock {
    public:
        Lock(const TranspositionTable &table, std::size_t i)
            : m_flag(table.m_locks ? &table.m_locks[i / 2] : nullptr)
        {
            if (!m_flag)
                return;
            while (m_flag->exchange(true, std::memory_order_acquire)) {
                while (m_flag->load(std::memory_order_relaxed)) {
                }
            }
        }
        ~Lock()
        {
            if (m_flag)
                m_flag->store(false, std::memory_order_release);
        }
        Lock(const Lock &) = delete;
        Lock &operator=(const Lock &) = delete;

    private:
        std::atomic<bool> *m_flag;
    };

    std::size_t bucket(std::uint64_t key) const { return std::size_t(key & m_mask & ~std::uint64_t(1)); }

    std::vector<Entry> m_entries;
    std::uint64_t m_mask;
    std::unique_ptr<std::atomic<bool>[]> m_locks; // one a bucket; null: not shared
};

} // namespace kibitz::hexsolve
