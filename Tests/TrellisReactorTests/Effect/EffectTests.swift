import Testing
import TrellisTestSupport

@testable import TrellisReactor

@MainActor
@Suite struct EffectTests {
    /// Every `send` copies and destroys the effect `mutate` answers: held in place, `.run`'s
    /// resilient priority and closures or an `EffectID`'s existential made that go through
    /// the generic value witnesses, a third of an action's time.
    @Test func anEffectOfAWordIsAWordAndATag() {
        #expect(MemoryLayout<Effect<Int>>.size == MemoryLayout<Int>.size + 1)
        #expect(MemoryLayout<Effect<String>>.size <= MemoryLayout<String>.size + 1)
    }

    @Test func justAndMergeOfJustsAreReducedBeforeSendReturns() {
        let reactor = ScriptedReactor { _ in .merge(.just("a"), .none, .concat(.just("b"), .just("c"))) }
        reactor.send("go")
        #expect(reactor.currentState.log == ["a", "b", "c"])
        #expect(reactor.runtime.runningEffectCount == 0)
    }

    /// The first async step waits at a latch the test opens: run side by side instead of in
    /// order, "after" would arrive while it waits.
    @Test func concatRunsTheSynchronousPrefixNowAndTheRestInOrder() async {
        let slow = Latch()
        let reactor = ScriptedReactor { _ in
            .concat(
                .just("now"),
                .run { send in
                    await slow.wait()
                    await send("slow")
                },
                .run { send in await send("after") },
                .just("last")
            )
        }
        reactor.send("go")
        #expect(reactor.currentState.log == ["now"])
        #expect(await eventually { slow.waitingCount == 1 })
        #expect(reactor.currentState.log == ["now"])
        slow.open()
        #expect(await eventually { reactor.currentState.log.count == 4 })
        #expect(reactor.currentState.log == ["now", "slow", "after", "last"])
    }

    /// The first effect waits for the second: run one after the other, it would wait forever.
    @Test func mergeRunsEffectsSideBySide() async {
        let quickSent = Latch()
        let reactor = ScriptedReactor { _ in
            .merge(
                .run { send in
                    await quickSent.wait()
                    await send("waited")
                },
                .run { send in
                    await send("quick")
                    quickSent.open()
                }
            )
        }
        reactor.send("go")
        #expect(await eventually { reactor.currentState.log.count == 2 })
        #expect(reactor.currentState.log == ["quick", "waited"])
    }

    @Test func cancelByIDStopsTheWorkAndDropsItsLateSends() async {
        let started = Probe(false)
        let ended = Probe(false)
        let reactor = ScriptedReactor { action in
            switch action {
            case "start":
                .run { send in
                    started.value = true
                    try? await Task.sleep(for: .seconds(3_600))
                    await send("late")  // cancelled: dropped
                    ended.value = true
                }
                .cancellable(id: "load")
            default:
                .cancel(id: "load")
            }
        }
        reactor.send("start")
        #expect(await eventually { started.value })
        #expect(reactor.runtime.runningEffectCount == 1)
        reactor.send("stop")
        #expect(reactor.runtime.runningEffectCount == 0)
        // `send` returns once the main actor took or dropped the mutation: after the work
        // ended, the log is final.
        #expect(await eventually { ended.value })
        #expect(reactor.currentState.log.isEmpty)
    }

    /// Every search sleeps on a test clock; all three have started before it moves, so
    /// without `cancelInFlight` all three would answer.
    @Test func cancelInFlightLetsTheLatestWin() async {
        let clock = SleepCountingClock()
        let reactor = ScriptedReactor { query in
            .run { send in
                try await clock.sleep(for: .seconds(1))
                await send("results for \(query)")
            }
            .cancellable(id: "search", cancelInFlight: true)
        }
        reactor.send("a")
        reactor.send("b")
        reactor.send("c")
        #expect(await eventually { clock.sleepsStarted == 3 })
        await clock.advance(by: .seconds(1))
        #expect(await eventually { reactor.runtime.runningEffectCount == 0 })
        #expect(reactor.currentState.log == ["results for c"])
    }

    @Test func cancellableWorkNestedInAsyncWorkIsReachedByItsID() async {
        let reactor = ScriptedReactor { action in
            switch action {
            case "start":
                .concat(
                    .run { send in await send("first") },
                    .run { send in
                        try await Task.sleep(for: .seconds(3_600))
                        await send("never")
                    }.cancellable(id: 1)
                )
            default:
                .cancel(id: 1)
            }
        }
        reactor.send("start")
        #expect(await eventually { reactor.runtime.runningEffectIDs == ["1"] })
        reactor.send("stop")
        #expect(await eventually { reactor.runtime.runningEffectCount == 0 })
        #expect(reactor.currentState.log == ["first"])
    }

    @Test func anErrorWithoutCatchGoesToTheErrorHandler() async {
        let reactor = ScriptedReactor { _ in .run { _ in throw Boom() } }
        reactor.send("go")
        #expect(await eventually { reactor.errors == ["boom"] })
        #expect(reactor.currentState.log.isEmpty)
    }

    @Test func catchMapsTheErrorToAMutationAndReportsNothing() async {
        let reactor = ScriptedReactor { _ in
            .run { _ in
                throw Boom()
            } catch: { error in
                "failed: \(error)"
            }
        }
        reactor.send("go")
        #expect(await eventually { reactor.currentState.log == ["failed: boom"] })
        #expect(reactor.errors.isEmpty)
    }

    /// The sleep is nested in a `concat`, whose next step runs only after the cancelled
    /// task has ended (and would have reported an error): then nothing more can come.
    @Test func cancellationIsNotAnError() async {
        let ended = Probe(false)
        let reactor = ScriptedReactor { action in
            action == "start"
                ? .concat(
                    .run { _ in try await Task.sleep(for: .seconds(3_600)) }.cancellable(id: "sleep"),
                    .run { _ in ended.value = true }
                )
                : .cancel(id: "sleep")
        }
        reactor.send("start")
        #expect(await eventually { reactor.runtime.runningEffectIDs == ["sleep"] })
        reactor.send("stop")
        #expect(await eventually { ended.value })
        #expect(reactor.errors.isEmpty)
    }

    @Test func everyTaskIsCancelledWhenTheReactorGoesAway() async {
        let cancelled = Probe(0)
        let started = Probe(0)
        var reactor: ScriptedReactor? = ScriptedReactor { _ in
            .run { _ in
                started.update { $0 += 1 }
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(3_600))
                } onCancel: {
                    cancelled.update { $0 += 1 }
                }
            }
        }
        weak let weakReactor = reactor
        reactor?.send("one")
        reactor?.send("two")
        #expect(await eventually { started.value == 2 })
        reactor = nil
        #expect(weakReactor == nil)  // effects hold no reference to the reactor
        #expect(await eventually { cancelled.value == 2 })
    }
}
