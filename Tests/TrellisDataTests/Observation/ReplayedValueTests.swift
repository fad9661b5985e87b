import Testing
import TrellisData
import TrellisTestSupport

@Suite struct ReplayedValueTests {
    @Test func readersStartWithTheCurrentValueThenFollowChanges() async {
        // given a value that was already changed once
        let (value, writer) = ReplayedValue.make("nobody")
        writer.send("ann")
        // when a late reader subscribes and the owner sends more
        var iterator = value.values.makeAsyncIterator()
        let first = await iterator.next()
        writer.send("bob")
        let second = await iterator.next()
        // then it got the replayed latest value, then the new one
        #expect(first == "ann")
        #expect(second == "bob")
        #expect(value.current == "bob")
    }

    @Test func aSlowReaderSkipsToTheNewestValue() async {
        let (value, writer) = ReplayedValue.make(0)
        var iterator = value.values.makeAsyncIterator()
        #expect(await iterator.next() == 0)
        for number in 1...100 { writer.send(number) }
        #expect(await iterator.next() == 100)
    }

    @Test func finishEndsEveryReaderAndIgnoresLaterSends() async {
        let (value, writer) = ReplayedValue.make(1)
        let reader = value.values
        writer.finish()
        writer.send(2)
        var seen: [Int] = []
        for await number in reader { seen.append(number) }
        #expect(seen == [1])
        #expect(value.current == 1)
        #expect(value.readerCount == 0)
    }

    @Test func aCancelledReaderIsForgotten() async {
        let (value, writer) = ReplayedValue.make(1)
        let task = Task { for await _ in value.values {} }
        #expect(await eventually { value.readerCount == 1 })
        task.cancel()
        #expect(await eventually { value.readerCount == 0 })
        writer.send(2)
    }
}
