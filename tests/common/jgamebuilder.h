#pragma once

// Builds Jgame files byte by byte, the way the spec describes them, so tests
// do not depend on the writer under test.

#include <QByteArray>
#include <QtEndian>

namespace kibitz::test {

class JgameBuilder {
public:
    explicit JgameBuilder(bool old = false)
        : m_old(old)
    { }

    JgameBuilder &header(const QByteArray &key, const QByteArray &value)
    {
        m_bytes.append(char(key.size())).append(key);
        put32(quint32(value.size()));
        m_bytes.append(value);
        return *this;
    }
    JgameBuilder &headerInt(const QByteArray &key, qint32 v) { return header(key, int32(v)); }
    JgameBuilder &end()
    {
        m_bytes.append('\0');
        return *this;
    }
    // A node key-value pair with the current format's length rule ('c' has 4
    // bytes of length, others 2) or the old format's (always 4).
    JgameBuilder &pair(const QByteArray &key, const QByteArray &value)
    {
        m_bytes.append(char(key.size())).append(key);
        if (m_old || key == "c")
            put32(quint32(value.size()));
        else
            put16(quint16(value.size()));
        m_bytes.append(value);
        return *this;
    }
    JgameBuilder &move(int x, int y, int player)
    {
        return pair("m", QByteArray().append(char(x)).append(char(y)).append(char(player)));
    }
    JgameBuilder &eval(qint16 r)
    {
        QByteArray v(2, '\0');
        qToBigEndian(quint16(r), v.data());
        return pair("r", v);
    }
    JgameBuilder &mainMark(char g = 1) { return pair("g", QByteArray(1, g)); }
    JgameBuilder &comment(const QByteArray &c) { return pair("c", c); }
    // Ends a node's key list and gives its child count.
    JgameBuilder &children(quint32 n)
    {
        m_bytes.append('\0');
        if (m_old)
            put32(n);
        else
            put16(quint16(n));
        return *this;
    }
    JgameBuilder &raw(const QByteArray &b)
    {
        m_bytes.append(b);
        return *this;
    }
    QByteArray bytes() const { return m_bytes; }

    static QByteArray int32(qint32 v)
    {
        QByteArray b(4, '\0');
        qToBigEndian(quint32(v), b.data());
        return b;
    }
    // The standard header of a current-format Hex or Twixt file.
    static JgameBuilder standard(const QByteArray &type, int size, const QByteArray &p1 = "Alice",
                                 const QByteArray &p2 = "Bob")
    {
        JgameBuilder b;
        b.headerInt("gtv", 2).header("player1", p1).header("player2", p2);
        b.headerInt(type == "hex1" ? "hgtv" : "tgtv", 1).headerInt("bdsize", size).header("type", type).end();
        return b;
    }

private:
    void put32(quint32 v)
    {
        char b[4];
        qToBigEndian(v, b);
        m_bytes.append(b, 4);
    }
    void put16(quint16 v)
    {
        char b[2];
        qToBigEndian(v, b);
        m_bytes.append(b, 2);
    }
    bool m_old;
    QByteArray m_bytes;
};

} // namespace kibitz::test
