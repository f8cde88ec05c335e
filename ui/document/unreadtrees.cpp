#include "document/unreadtrees.h"

#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#endif

namespace kibitz {

void lowerThreadPriority()
{
#ifdef Q_OS_LINUX
    // On Linux the nice value is the calling thread's (0: this thread).
    setpriority(PRIO_PROCESS, 0, 10);
#endif
}

UnreadTrees::UnreadTrees(QByteArray content, FileFormat format, const Collection &listed)
    : m_content(std::move(content))
    , m_format(format)
    , m_unread(listed.games.size(), 0)
{
    for (std::size_t g = 0; g < listed.games.size(); ++g) {
        m_unread[g] = listed.games[g].unreadTree.offset >= 0;
        m_count += m_unread[g];
    }
}

UnreadTrees::~UnreadTrees()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

bool UnreadTrees::readOne(int index, GameRecord &game)
{
    if (!isUnread(index))
        return true;
    const GameRecord::Span span = game.unreadTree;
    if (span.offset < 0 || span.offset + span.length > m_content.size())
        return false;
    // The game tree's bytes alone: a collection of one game.
    LoadResult alone = loadBytes(QByteArray::fromRawData(m_content.constData() + span.offset, span.length), m_format);
    if (!alone.ok() || alone.collection->games.size() != 1)
        return false;
    game = std::move(alone.collection->games.front());
    m_unread[std::size_t(index)] = 0;
    --m_count;
    return true;
}

void UnreadTrees::start(std::function<void()> done)
{
    if (isStarted())
        return;
    m_thread = std::thread([this, done = std::move(done)] {
        lowerThreadPriority(); // the parts' threads too
        readAll();
        done();
    });
}

LoadResult &UnreadTrees::finish()
{
    if (m_thread.joinable())
        m_thread.join();
    else if (!m_finished)
        readAll();
    return m_result;
}

void UnreadTrees::readAll()
{
    // As File > Open read before it listed first: the whole file, in parts
    // on every core, with its errors, warnings and violations.
    ReadOptions options;
    options.progress = [this](qint64, qint64) { return !m_stop.load(); };
    m_result = loadBytes(m_content, m_format, options, std::max(1, QThread::idealThreadCount()));
    m_finished = true;
}

} // namespace kibitz
