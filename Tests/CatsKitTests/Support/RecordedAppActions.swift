import CatsKit
import TrellisHost
import TrellisShell
import TrellisTerminal
import TrellisViews

/// ``CatsKit/CatsAppActions`` for a test: records what the screens asked, and hands focus
/// to `app` once the test has one (a pilot's).
@MainActor
final class RecordedAppActions: CatsAppActions {
    /// The host that takes focus; set once the test's pilot exists.
    weak var app: AppHost?
    private(set) var opened: [String] = []
    private(set) var announced: [String] = []
    private(set) var sessionsEnded = 0
    private(set) var signOuts = 0

    init(app: AppHost? = nil) { self.app = app }

    func open(_ link: String) { opened.append(link) }
    func focus(_ view: View) { app?.focusedView = view }
    func announce(_ sentence: String) { announced.append(sentence) }
    func endSession() { sessionsEnded += 1 }
    func signedOut() { signOuts += 1 }
}

extension CatsContext {
    /// A context over `services` whose actions a test reads back (``RecordedAppActions``).
    static func recording(
        _ services: CatsServices, theme: Theme = .cats, preferences: any PreferenceStore = InMemoryPreferenceStore(),
        detectedColorDepth: ColorDepth? = nil
    ) -> CatsContext {
        CatsContext(
            actions: RecordedAppActions(), services: services, theme: theme, preferences: preferences,
            detectedColorDepth: detectedColorDepth)
    }

    /// The recorder this context was made with by ``recording(_:theme:preferences:detectedColorDepth:)``.
    var recorded: RecordedAppActions {
        guard let recorded = actions as? RecordedAppActions else { preconditionFailure("not a recording context") }
        return recorded
    }
}
