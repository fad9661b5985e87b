import Testing
import TrellisData
import TrellisTestSupport

@Suite struct SerialQueueTests {
    /// What the pieces did, in the order they did it.
    actor Log {
        var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }

    /// A gate a piece waits at until the test opens it.
    struct Gate: Sendable {
        let stream: AsyncStream<Void>
        let continuation: AsyncStream<Void>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream() }
        func wait() async { for await _ in stream { return } }
        func open() { continuation.finish() }
    }

    @Test func piecesRunOneAtATimeInTheOrderTheyWereEnqueued() async {
        // given pieces that suspend in the middle of their work
        let (queue, log) = (SerialQueue(), Log())
        var tasks: [Task<Int, Never>] = []
        // when many are enqueued at once
        for index in 0..<50 {
            tasks.append(
                queue.enqueue {
                    await log.append("start \(index)")
                    for _ in 0..<(index % 4) { await Task.yield() }
                    await log.append("end \(index)")
                    return index
                })
        }
        var results: [Int] = []
        for task in tasks { results.append(await task.value) }
        // then each ran to its end before the next began, in enqueue order
        #expect(results == Array(0..<50))
        #expect(await log.entries == (0..<50).flatMap { ["start \($0)", "end \($0)"] })
    }

    @Test func aPieceWaitsForASlowerOneBeforeIt() async {
        // given a first piece held at a gate
        let (queue, log, gate) = (SerialQueue(), Log(), Gate())
        let first = queue.enqueue {
            await log.append("first starts")
            await gate.wait()
            await log.append("first ends")
        }
        // when a second piece is enqueued and the first is let go only after it
        let second = queue.enqueue { await log.append("second") }
        #expect(await eventually { await log.entries == ["first starts"] })
        gate.open()
        await first.value
        await second.value
        // then the second ran after the first had finished
        #expect(await log.entries == ["first starts", "first ends", "second"])
    }

    @Test func cancellingTheWaiterDoesNotCancelThePiece() async {
        // given a piece whose caller is cancelled while it waits
        let (queue, log, gate) = (SerialQueue(), Log(), Gate())
        let caller = Task {
            await queue.run {
                await log.append("started")
                await gate.wait()
                await log.append(Task.isCancelled ? "cancelled" : "finished")
            }
        }
        #expect(await eventually { await log.entries == ["started"] })
        caller.cancel()
        // when the piece is let go
        gate.open()
        await queue.drain()
        // then it finished its work uncancelled
        #expect(await log.entries == ["started", "finished"])
    }

    @Test func runReturnsWhatThePieceReturned() async {
        let queue = SerialQueue()
        let answer = await queue.run { 6 * 7 }
        #expect(answer == 42)
    }

    @Test func aTwoPhasePieceLetsTheNextStartAtItsMilestoneNotAtItsEnd() async {
        let (queue, log, answer) = (SerialQueue(), Log(), Gate())
        let first = queue.enqueue(untilReached: { (saved: @escaping @Sendable (Int) -> Void) in
            await log.append("first saved")
            saved(1)
            await answer.wait()  // the server's answer, held by the test
            await log.append("first answered")
        })
        let second = queue.enqueue(untilReached: { (_: @escaping @Sendable (Int) -> Void) in
            await log.append("second ran")  // ends without a milestone
        })
        #expect(await first.value == 1)
        #expect(await second.value == nil)
        #expect(await log.entries == ["first saved", "second ran"])
        answer.open()
        #expect(await eventually { await log.entries.last == "first answered" })
    }
}
