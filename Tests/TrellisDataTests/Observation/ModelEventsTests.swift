import Testing
import TrellisData

@Suite(.timeLimit(.minutes(1))) struct ModelEventsTests {
    @Test func aSubscriberGetsEveryLaterEventInOrderAndNoneBefore() async throws {
        let events = ModelEvents<Int>()
        events.send(-1)
        let subscription = events.subscribe()
        for number in 0..<500 { events.send(number) }
        var received: [Int] = []
        for try await number in subscription {
            received.append(number)
            if received.count == 500 { break }
        }
        #expect(received == Array(0..<500))
    }

    @Test func concurrentSendersKeepEachSendersOrderForEverySubscriber() async throws {
        let events = ModelEvents<(sender: Int, index: Int)>()
        let first = events.subscribe()
        let second = events.subscribe()
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<4 {
                group.addTask { for index in 0..<250 { events.send((sender, index)) } }
            }
        }
        for subscription in [first, second] {
            var lastIndex = [Int](repeating: -1, count: 4)
            var count = 0
            for try await event in subscription {
                #expect(event.index == lastIndex[event.sender] + 1)
                lastIndex[event.sender] = event.index
                count += 1
                if count == 1000 { break }
            }
            #expect(lastIndex == [249, 249, 249, 249])
        }
    }

    @Test func aSubscriberThatFallsBehindGetsItsBufferThenAnError() async throws {
        // given a buffer of 8 and a subscriber that reads nothing yet
        let events = ModelEvents<Int>(bufferLimit: 8)
        let slow = events.subscribe()
        let fast = events.subscribe()
        // when 9 events are sent
        for number in 0..<9 { events.send(number) }
        // then the slow one reads the 8 it buffered and learns it fell behind
        var received: [Int] = []
        await #expect(throws: ModelEventsError.fellBehind(limit: 8)) {
            for try await number in slow { received.append(number) }
        }
        #expect(received == Array(0..<8))
        // and it no longer counts as a subscriber (the fast one too was cut off: it read nothing)
        #expect(events.subscriberCount == 0)
        _ = fast
    }

    @Test func aSubscriberThatKeepsUpIsNeverCutOff() async throws {
        let events = ModelEvents<Int>(bufferLimit: 4)
        let subscription = events.subscribe()
        var iterator = subscription.makeAsyncIterator()
        for number in 0..<100 {
            events.send(number)
            #expect(try await iterator.next() == number)
        }
        #expect(events.subscriberCount == 1)
    }

    enum Shot: EventfulModel {
        enum Event: Sendable { case liked(Int) }
    }

    @Test func theCenterHandsOutOneStreamPerModelType() {
        let center = ModelEventCenter()
        #expect(center.events(for: Shot.self) === center.events(for: Shot.self))
        #expect(center.changes(of: Breed.self) === center.changes(of: Breed.self))
        let other = ModelEventCenter()
        #expect(center.events(for: Shot.self) !== other.events(for: Shot.self))
    }
}
