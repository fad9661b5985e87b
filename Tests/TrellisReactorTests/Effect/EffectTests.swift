import Testing
import TrellisTestSupport

@testable import TrellisReactor

@MainActor
@Suite struct EffectTests {
    @Test func justAndMergeOfJustsAreReducedBeforeSendReturns() {
        let reactor = ScriptedReactor { _ in .merge(.just("a"), .none, .concat(.just("b"), .just("c"))) }
        reactor.send("go")
        #expect(reactor.currentState.log == ["a", "b", "c"])
        #expect(reactor.runtime.runningEffectCount == 0)
    }

    @Test func concatRunsTheSynchronousPrefixNowAndTheRestInOrder() async {
        let reactor = ScriptedReactor { _ in
            .concat(
                .just("now"),
                .run { send in
                    try await Task.sleep(for: .milliseconds(5))
                    await send("slow")
                },
                .run { send in await send("after") },
                .just("last")
            )
        }
        reactor.send("go")
        #expect(reactor.currentState.log == ["now"])
        #expect(await eventually { reactor.currentState.log.count == 4 })
        #expect(reactor.currentState.log == ["now", "slow", "after", "last"])
    }

    @Test func mergeRunsEffectsSideBySide() async {
        let gate = Probe(false)
        let reactor = ScriptedReactor { _ in
            .merge(
                .run { send in
                    while !gate.value { try await Task.sleep(for: .milliseconds(1)) }
                    await send("waited")
                },
                .run { send in
                    await send("quick")
                    gate.value = true
                }
            )
        }
        reactor.send("go")
        #expect(await eventually { reactor.currentState.log.count == 2 })
        #expect(reactor.currentState.log == ["quick", "waited"])
    }

    @Test func cancelByIDStopsTheWorkAndDropsItsLateSends() async {
        let started = Probe(false)
        let reactor = ScriptedReactor { action in
            switch action {
            case "start":
                .run { send in
                    started.value = true
                    try? await Task.sleep(for: .seconds(60))
                    await send("late")  // cancelled: dropped
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
        #expect(await eventually { reactor.runtime.runningEffectCount == 0 })
        try? await Task.sleep(for: .milliseconds(10))
        #expect(reactor.currentState.log.isEmpty)
    }

    @Test func cancelInFlightLetsTheLatestWin() async {
        let reactor = ScriptedReactor { query in
            .run { send in
                try await Task.sleep(for: .milliseconds(query == "c" ? 1 : 30))
                await send("results for \(query)")
            }
            .cancellable(id: "search", cancelInFlight: true)
        }
        reactor.send("a")
        reactor.send("b")
        reactor.send("c")
        #expect(await eventually { reactor.runtime.runningEffectCount == 0 })
        try? await Task.sleep(for: .milliseconds(40))
        #expect(reactor.currentState.log == ["results for c"])
    }

    @Test func cancellableWorkNestedInAsyncWorkIsReachedByItsID() async {
        let reactor = ScriptedReactor { action in
            switch action {
            case "start":
                .concat(
                    .run { send in await send("first") },
                    .run { send in
                        try await Task.sleep(for: .seconds(60))
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

    @Test func cancellationIsNotAnError() async {
        let reactor = ScriptedReactor { action in
            action == "start"
                ? .run { _ in try await Task.sleep(for: .seconds(60)) }.cancellable(id: "sleep")
                : .cancel(id: "sleep")
        }
        reactor.send("start")
        reactor.send("stop")
        #expect(await eventually { reactor.runtime.runningEffectCount == 0 })
        try? await Task.sleep(for: .milliseconds(5))
        #expect(reactor.errors.isEmpty)
    }

    @Test func everyTaskIsCancelledWhenTheReactorGoesAway() async {
        let cancelled = Probe(0)
        let started = Probe(0)
        var reactor: ScriptedReactor? = ScriptedReactor { _ in
            .run { _ in
                started.update { $0 += 1 }
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(60))
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
