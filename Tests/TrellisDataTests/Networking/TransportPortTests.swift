import Testing

@testable import TrellisData

/// The port check every request passes before async-http-client (which traps on a port
/// outside 0…65535) reads the authority's port by scanning the URL.
@Suite struct TransportPortTests {
    @Test(
        "the authority's port, wherever the URL puts it",
        arguments: [
            ("http://127.0.0.1:8080/breeds", "8080"), ("http://127.0.0.1/breeds", nil), ("http://[::1]:70000/x", "70000"),
            ("http://[::1]/x", nil), ("http://user:secret@host:443/", "443"), ("http://user:secret@host/", nil),
            ("http://host:8080?q=a:1", "8080"), ("http://host/path:99999", nil), ("http://host?next=h:99999", nil),
            ("http://host#frag:99999", nil), ("http://host:/", nil), ("http://host:8o8o/", nil), ("no scheme:99999", nil),
            ("http://[::1:99999/", nil), ("http://host:00080", "00080"),
        ] as [(String, String?)])
    func portDigits(_ url: String, _ expected: String?) {
        #expect(AsyncHTTPClientTransport.portDigits(of: url).map(String.init) == expected)
    }

    @Test(
        "a port past 65535, however long, is refused by name; 0…65535 passes",
        arguments: ["http://h:65536/", "http://h:99999999999999999999999999/", "http://[::1]:70000", "http://u@h:123456"])
    func outOfRange(_ url: String) {
        #expect(throws: NetworkError.self) { try AsyncHTTPClientTransport.checkPort(of: url) }
        do throws(NetworkError) {
            try AsyncHTTPClientTransport.checkPort(of: url)
        } catch {
            #expect(error.description.contains("outside 0…65535"), "\(error)")
        }
    }

    @Test(arguments: ["http://h:0/", "http://h:65535/", "http://h/", "http://h:00080/", "http://[::1]:8080/"])
    func inRange(_ url: String) throws {
        try AsyncHTTPClientTransport.checkPort(of: url)
    }
}
