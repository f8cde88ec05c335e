// An engine's analysis put onto a document in two steps (GameDocument::
// annotationChanges on any thread, applyAnnotationChanges on the interface
// thread): applied as one undoable step; refused, changing nothing, when the
// document changed after the changes were prepared or when the analysed copy
// has other trees.

#include "document/gamedocument.h"

#include "formats/registry.h"

#include <QUndoStack>
#include <QtTest>

using namespace kibitz;

namespace {

std::unique_ptr<GameDocument> openMatch()
{
    const QString path = QStringLiteral(KIBITZ_TEST_DATA "/jellyfish/galaxy-match8067917-15games.txt");
    FileLoad loaded = loadFile(path);
    if (!loaded.result.ok())
        return nullptr;
    return std::make_unique<GameDocument>(std::move(*loaded.result.collection), path, loaded.format);
}

// The collection with `key` on the first move of every game and a GS header.
Collection annotated(const Collection &collection, const QByteArray &key, const QByteArray &value)
{
    Collection copy = collection;
    for (GameRecord &game : copy.games) {
        const NodeId first = game.tree.mainChild(game.tree.root());
        std::vector<RawProperty> props = game.tree.unknownProperties(first);
        props.push_back(RawProperty{key, {value}});
        game.tree.setUnknownProperties(first, std::move(props));
        game.header.push_back(RawProperty{"GS", {value}});
    }
    return copy;
}

bool hasProperty(const GameRecord &game, const QByteArray &key)
{
    const NodeId first = game.tree.mainChild(game.tree.root());
    for (const RawProperty &p : game.tree.unknownProperties(first)) {
        if (p.key == key)
            return true;
    }
    return false;
}

} // namespace

class TestAnnotationChanges : public QObject {
    Q_OBJECT

private slots:
    void appliedAsOneUndoableStep()
    {
        auto document = openMatch();
        QVERIFY(document);
        QVERIFY(document->collection().games.size() >= 2);
        GameDocument::AnnotationChanges changes
            = GameDocument::annotationChanges(document->collection(), annotated(document->collection(), "LU", "0.25"));
        QVERIFY(changes.valid);
        QSignalSpy treeChanged(document.get(), &GameDocument::treeChanged);
        QVERIFY(document->applyAnnotationChanges(std::move(changes), QStringLiteral("Analysis")));
        QCOMPARE(treeChanged.size(), 1);
        QCOMPARE(document->undoStack()->count(), 1);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Analysis"));
        for (const GameRecord &game : document->collection().games) {
            QVERIFY(hasProperty(game, "LU"));
            QCOMPARE(game.header.back().key, QByteArray("GS"));
        }
        document->undoStack()->undo();
        for (const GameRecord &game : document->collection().games) {
            QVERIFY(!hasProperty(game, "LU"));
            QVERIFY(game.header.empty() || game.header.back().key != "GS");
        }
        document->undoStack()->redo();
        for (const GameRecord &game : document->collection().games)
            QVERIFY(hasProperty(game, "LU"));
    }

    void refusedWhenTheDocumentChangedMeanwhile()
    {
        auto document = openMatch();
        QVERIFY(document);
        // Prepared against the document as it was...
        GameDocument::AnnotationChanges stale
            = GameDocument::annotationChanges(document->collection(), annotated(document->collection(), "LU", "0.25"));
        QVERIFY(stale.valid);
        // ...which another analysis changed before these could be applied.
        QVERIFY(document->replaceAnnotations(annotated(document->collection(), "GW", "1"), QStringLiteral("First")));
        const Collection before = document->collection();
        QVERIFY(!document->applyAnnotationChanges(std::move(stale), QStringLiteral("Second")));
        QCOMPARE(document->undoStack()->count(), 1);
        for (std::size_t g = 0; g < before.games.size(); ++g) {
            QVERIFY(!hasProperty(document->collection().games[g], "LU"));
            QVERIFY(hasProperty(document->collection().games[g], "GW"));
            QCOMPARE(document->collection().games[g].header, before.games[g].header);
        }
    }

    void refusedForOtherTrees()
    {
        auto document = openMatch();
        QVERIFY(document);
        Collection other = annotated(document->collection(), "LU", "0.25");
        GameTree &tree = other.games.front().tree;
        const NodeId first = tree.mainChild(tree.root());
        tree.addMove(tree.root(), tree.moveTag(first), "different");
        QVERIFY(!GameDocument::annotationChanges(document->collection(), other).valid);
        QVERIFY(!document->replaceAnnotations(other, QStringLiteral("Analysis")));
        QCOMPARE(document->undoStack()->count(), 0);
        // A game fewer: refused as well.
        Collection fewer = annotated(document->collection(), "LU", "0.25");
        fewer.games.pop_back();
        QVERIFY(!GameDocument::annotationChanges(document->collection(), fewer).valid);
    }
};

QTEST_MAIN(TestAnnotationChanges)
#include "tst_annotationchanges.moc"
