#include "games/analysismarks.h"

#include "document/gamedocument.h"
#include "games/gameuitable.h"

#include <QCoreApplication>

namespace kibitz {

namespace {

QString playerName(const GameDocument *document, int player)
{
    const GameDocument::GameInfo info = document->gameInfo();
    const QString name = (player == 1 ? info.player1 : info.player2).trimmed();
    return name.isEmpty() ? gameUiFor(document->game()).sideName(player) : name;
}

QString outcomeText(const GameDocument *document, int winner)
{
    if (winner == 0)
        return QCoreApplication::translate("AnalysisMarks", "draw");
    return QCoreApplication::translate("AnalysisMarks", "%1 wins").arg(playerName(document, winner));
}

} // namespace

AnalysisMarks::AnalysisMarks(GameDocument *document)
    : QObject(document)
{
    setObjectName(QStringLiteral("AnalysisMarks"));
}

AnalysisMarks *AnalysisMarks::of(GameDocument *document)
{
    if (AnalysisMarks *marks = document->findChild<AnalysisMarks *>(QString(), Qt::FindDirectChildrenOnly))
        return marks;
    return new AnalysisMarks(document);
}

const AnalysisMarks *AnalysisMarks::find(const GameDocument *document)
{
    return document ? document->findChild<const AnalysisMarks *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

const AnalysisMarks::GameMarks *AnalysisMarks::marks(int game) const
{
    const auto found = m_games.find(game);
    return found == m_games.end() ? nullptr : &found->second;
}

void AnalysisMarks::setProof(int game, NodeId node, const Proof &proof)
{
    m_games[game].proofs[node] = proof;
    emit changed();
}

std::optional<AnalysisMarks::Proof> AnalysisMarks::proof(int game, NodeId node) const
{
    const GameMarks *m = marks(game);
    if (!m)
        return std::nullopt;
    const auto found = m->proofs.find(node);
    if (found == m->proofs.end())
        return std::nullopt;
    return found->second;
}

bool AnalysisMarks::labelContradicts(std::optional<int> label, int winner)
{
    if (!label || *label == Eval::Undetermined)
        return false;
    if (winner == 0) // a draw: only a win label is wrong
        return *label == Eval::Player1Wins || *label == Eval::Player2Wins;
    return winner == 1 ? *label < 0 : *label > 0;
}

bool AnalysisMarks::contradicts(const GameDocument *document, NodeId node) const
{
    const std::optional<Proof> p = proof(document->gameIndex(), node);
    return p && document->tree().isValid(node) && labelContradicts(document->tree().evaluation(node), p->winner);
}

void AnalysisMarks::setFirstDecided(int game, NodeId node, int winner)
{
    GameMarks &m = m_games[game];
    m.firstDecided = node;
    m.firstDecidedWinner = winner;
    emit changed();
}

NodeId AnalysisMarks::firstDecided(int game) const
{
    const GameMarks *m = marks(game);
    return m ? m->firstDecided : NoNode;
}

int AnalysisMarks::firstDecidedWinner(int game) const
{
    const GameMarks *m = marks(game);
    return m ? m->firstDecidedWinner : 0;
}

void AnalysisMarks::setPlyValues(int game, std::vector<std::array<int, 2>> values)
{
    m_games[game].plyValues = std::move(values);
    emit changed();
}

const std::vector<std::array<int, 2>> &AnalysisMarks::plyValues(int game) const
{
    static const std::vector<std::array<int, 2>> none;
    const GameMarks *m = marks(game);
    return m ? m->plyValues : none;
}

QString AnalysisMarks::shortMark(const GameDocument *document, NodeId node) const
{
    QStringList parts;
    const int game = document->gameIndex();
    if (contradicts(document, node))
        parts << QCoreApplication::translate("AnalysisMarks", "\u26A0 %1: %2")
                     .arg(proof(game, node)->source, outcomeText(document, proof(game, node)->winner));
    if (firstDecided(game) == node)
        parts << (firstDecidedWinner(game) == 0 ? QCoreApplication::translate("AnalysisMarks", "\u25C6 draw from here")
                                                : QCoreApplication::translate("AnalysisMarks", "\u25C6 decided"));
    return parts.join(QStringLiteral("  "));
}

QString AnalysisMarks::describe(const GameDocument *document, NodeId node) const
{
    QStringList lines;
    const int game = document->gameIndex();
    if (const std::optional<Proof> p = proof(game, node)) {
        if (contradicts(document, node))
            lines << QCoreApplication::translate("AnalysisMarks",
                                                 "Contradiction: the %1 proves %2, the stored label says otherwise.")
                         .arg(p->source, outcomeText(document, p->winner));
        else
            lines << QCoreApplication::translate("AnalysisMarks", "Proven by the %1: %2.")
                         .arg(p->source, outcomeText(document, p->winner));
    }
    if (firstDecided(game) == node) {
        const int winner = firstDecidedWinner(game);
        lines << (winner == 0 ? QCoreApplication::translate("AnalysisMarks",
                                                            "From this move on, neither player can connect: a draw.")
                              : QCoreApplication::translate("AnalysisMarks", "The game was decided with this move: %1.")
                                    .arg(outcomeText(document, winner)));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace kibitz
