import InMemoryTracing
import Testing
import Tracing

@testable import TrellisData

/// The shared client traces with a tracer the app bootstrapped and makes no spans for the
/// no-op one (what `InstrumentationSystem` holds when nothing was bootstrapped, as in tests).
@Suite struct TransportTracingTests {
    @Test func onlyTheNoOpTracerIsLeftOut() {
        #expect(AsyncHTTPClientTransport.tracer(keeping: NoOpTracer()) == nil)
        #expect(AsyncHTTPClientTransport.tracer(keeping: nil) == nil)
        #expect(AsyncHTTPClientTransport.tracer(keeping: InMemoryTracer()) is InMemoryTracer)
    }

    @Test func theSharedClientMakesNoSpansWhenNothingIsBootstrapped() {
        #expect(InstrumentationSystem.tracer is NoOpTracer)
        #expect(AsyncHTTPClientTransport.sharedClient.tracer == nil)
    }
}
