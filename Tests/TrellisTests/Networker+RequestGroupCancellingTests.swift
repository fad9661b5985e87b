import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// The umbrella's join: a `Session` given the networker as its canceller cancels the
/// session's requests when it is invalidated, and only those.
///
/// Its waits take `eventually`'s default: the answer is held until the test lets it go, so a
/// longer wait proves the same, and a 10 s one ran out in a CI run with a core kept busy and
/// two builds beside it (the whole `swift test` took 198 s).
@Suite(.timeLimit(.minutes(3))) struct NetworkerRequestGroupCancellingTests {
    /// Holds every request until ``answer`` opens, then answers 200.
    final class HeldTransport: HTTPTransport {
        let answer = Latch()
        func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
            await answer.wait()
            return NetworkResponse(status: 200)
        }
    }

    @Test func invalidatingTheSessionCancelsItsRequestsThroughTheNetworker() async throws {
        // given a session whose canceller is the networker, and a request of it and one of the app in flight
        let transport = HeldTransport()
        let server = APIServer(baseURL: "http://cats.test")
        let networker = Networker(transport: transport, server: server, configuration: .init(retry: .none, coalescesGETs: false))
        let session = Session(user: SessionUser(id: "ada", name: "Ada"), canceller: networker)
        let request = server.request(for: Endpoint<Empty>.send(.get, path: "favorites"))
        let sessions = Task { try await networker.send(request, group: session.requestGroup) }
        let apps = Task { try await networker.send(request, group: "catalog") }
        #expect(await eventually { await networker.pendingCount == 2 })
        // when
        session.invalidate()
        // then the session's request is cancelled, before any answer, and the app's goes on
        #expect(await eventually { await networker.pendingCount == 1 })
        #expect(networker.isClosed(group: session.requestGroup))
        transport.answer.open()
        await #expect(throws: NetworkError.cancelled) { try await sessions.value }
        #expect(try await apps.value.status == 200)
        // the next session's group is another: its requests go through
        let next = Session(user: SessionUser(id: "ada", name: "Ada"), canceller: networker)
        #expect(try await networker.send(request, group: next.requestGroup).status == 200)
    }
}
