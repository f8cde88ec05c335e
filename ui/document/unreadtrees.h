#pragma once

// The trees of a collection that was listed before they were read
// (ReadOptions::headersOnly): File > Open shows the Games panel of a big SGF
// collection as soon as every game's header is known, and reads the games'
// moves afterwards. This holds the file's bytes until then, knows which games
// still lack their tree, reads one on demand (the game shown, a row whose
// length is asked for) and reads them all on threads of their own.

#include "formats/formatresult.h"
#include "formats/registry.h"
#include "record/gamerecord.h"

#include <QByteArray>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

namespace kibitz {

// Puts the calling thread below the others of the process (threads it then
// starts inherit that, on Linux): work in the background leaves the
// interface's thread the cores it needs to answer at once.
void lowerThreadPriority();

class UnreadTrees {
public:
    // `content` holds the bytes `listed` was read from (a copy of the file,
    // never a mapping: the file may change or shrink on disk while the
    // trees are still unread); its games whose unreadTree is set are the
    // unread ones.
    UnreadTrees(QByteArray content, FileFormat format, const Collection &listed);
    // Stops a reading under way and waits for it.
    ~UnreadTrees();
    UnreadTrees(const UnreadTrees &) = delete;
    UnreadTrees &operator=(const UnreadTrees &) = delete;

    const QByteArray &content() const { return m_content; }
    FileFormat format() const { return m_format; }
    bool isUnread(int game) const { return std::size_t(game) < m_unread.size() && m_unread[std::size_t(game)]; }
    int unreadCount() const { return m_count; }
    // Reads one game's tree from its own bytes into `game` (which then no
    // longer counts as unread). False, changing nothing, when they do not
    // read: the whole reading then says why (finish()).
    bool readOne(int index, GameRecord &game);
    // Reads every game on threads of its own, once, below the interface's
    // priority (see lowerThreadPriority); `done` is called on the last of
    // them when it has finished.
    void start(std::function<void()> done);
    bool isStarted() const { return m_thread.joinable() || m_finished; }
    // The reading of the whole collection, waited for (read on the calling
    // thread when it was not started). Its games replace the unread ones.
    LoadResult &finish();

private:
    void readAll();

    QByteArray m_content;
    FileFormat m_format;
    std::vector<char> m_unread;
    int m_count = 0;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_finished{false};
    LoadResult m_result;
};

} // namespace kibitz
