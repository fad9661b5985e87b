import Testing
import TrellisReactor
import TrellisReactorTesting
import TrellisTestSupport

@MainActor
@Suite struct TestStoreTests {
    let api = FavoritesAPI()
    let clock = SleepCountingClock()

    func makeStore() -> TestStore<LikeReactor> {
        TestStore(LikeReactor(api: api, clock: clock), timeout: .seconds(30))
    }

    @Test func theFavoriteFlowExhaustively() async {
        let store = makeStore()
        await store.send(.toggle) {
            $0.isLiked = true
            $0.likeCount = 4
        }
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .failure(.init()))
        await store.receive(.rollback(to: false)) {
            $0.isLiked = false
            $0.likeCount = 3
            $0.error = .requestFailed
        }
        await store.finish()
    }

    @Test func aDebouncedSearchRunsOnceOnTheTestClock() async {
        let store = makeStore()
        await store.send(.search("ta"))
        #expect(await eventually { clock.sleepsStarted == 1 })
        await store.send(.search("tab"))
        #expect(await eventually { clock.sleepsStarted == 2 })
        await clock.advance(by: .milliseconds(299))
        #expect(store.unreceivedMutations.isEmpty)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.setResults(["tab 1", "tab 2"])) {
            $0.results = ["tab 1", "tab 2"]
        }
        await store.finish()
    }

    @Test func aLoadThatTakesTooLongTimesOutOnTheTestClock() async {
        let store = makeStore()
        await store.send(.load)
        #expect(await eventually { api.waitingCount == 1 && clock.sleepsStarted == 1 })
        await clock.advance(by: .seconds(9))
        #expect(store.unreceivedMutations.isEmpty)
        await clock.advance(by: .seconds(1))
        await store.receive(.loadTimedOut) { $0.load = "timed out" }
        await store.finish()  // the request was cancelled
        #expect(api.cancelled.value == 1)
    }

    @Test func aLoadThatFinishesInTimeCancelsItsTimer() async {
        let store = makeStore()
        await store.send(.load)
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .success(()))
        await store.receive(.loaded) { $0.load = "loaded" }
        await store.finish()  // no timer left running
        await clock.advance(by: .seconds(60))
        #expect(store.unreceivedMutations.isEmpty)
    }

    // MARK: - The store fails when it should

    @Test func anUnassertedStateChangeFails() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.toggle)  // the count moved: unasserted
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("State after send(LikeReactor.Action.toggle)") && text.contains("likeCount: 3")
                && text.contains("likeCount: 4")
        }
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .success(()))
        await store.receive(.confirm(true)) { $0.confirmedLiked = true }
        await store.finish()
    }

    @Test func aWrongAssertionFailsWithADiff() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.toggle) {
                $0.isLiked = true
                $0.likeCount = 5
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("− expected, + actual") && text.contains("−   likeCount: 5") && text.contains("+   likeCount: 4")
        }
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .success(()))
        await store.receive(.confirm(true)) { $0.confirmedLiked = true }
        await store.finish()
    }

    @Test func anUnreceivedMutationFailsAtTheEnd() async {
        let store = makeStore()
        await store.send(.toggle) {
            $0.isLiked = true
            $0.likeCount = 4
        }
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .failure(.init()))
        #expect(await eventually { store.unreceivedMutations.count == 1 })
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("1 mutation(s) received but not asserted")
        }
    }

    @Test func anEffectStillRunningFailsAtTheEnd() async {
        let store = makeStore()
        await store.send(.toggle) {
            $0.isLiked = true
            $0.likeCount = 4
        }
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("1 effect(s) still running at the end of the test (cancellable ids: like)")
        }
        api.answerOldest(with: .success(()))
    }

    @Test func receivingTheWrongMutationFails() async {
        let store = makeStore()
        await store.send(.toggle) {
            $0.isLiked = true
            $0.likeCount = 4
        }
        #expect(await eventually { api.waitingCount == 1 })
        api.answerOldest(with: .failure(.init()))
        await withKnownIssue {
            await store.receive(.rollback(to: true)) {
                $0.isLiked = false
                $0.likeCount = 3
                $0.error = .requestFailed
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Received a different mutation than expected")
        }
        await store.finish()
    }

    @Test func waitingForAMutationThatNeverComesFails() async {
        let store = makeStore()
        await withKnownIssue {
            await store.receive(.setResults([]), timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no mutation arrived within")
        }
        await store.finish()
    }

    @Test func sendingBeforeReceivingFails() async {
        let store = makeStore()
        await store.send(.search("tab"))
        await clock.advance(by: .seconds(1))
        #expect(await eventually { store.unreceivedMutations.count == 1 })
        await withKnownIssue {
            await store.send(.search("tabby"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Must handle 1 received mutation(s) before sending")
        }
        await clock.advance(by: .seconds(1))  // the dropped mutation is not asked for again
        await store.receive(.setResults(["tabby 1", "tabby 2"])) { $0.results = ["tabby 1", "tabby 2"] }
        await store.finish()
    }

    @Test func anErrorWithoutCatchMustBeReceived() async {
        let store = TestStore(ScriptedReactor { _ in .run { _ in throw Boom() } }, timeout: .seconds(30))
        await store.send("go")
        await store.receiveError { $0 is Boom }
        await store.finish()

        await store.send("again")
        // `finish` waits for the effect, which reports its error before it ends.
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("1 error(s) reported but not asserted")
        }
    }
}
