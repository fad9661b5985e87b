import CatsAPI
import Foundation
import TrellisShell
import TrellisViews

/// The "Report a sighting" screen, pushed from the detail's Sightings segment (`n`): the
/// place, the date (today) and a note; Enter reports, Esc goes back. A report that saved
/// closes the screen, and the sighting is already in the Sightings list behind it. A form
/// left unsent is kept in the session's ``SightingDrafts`` and opens again as it was left.
///
/// ```swift
/// navigator.push(SightingFormScreen(breedID: 3, breedName: "Korat", context: context))
/// ```
@MainActor
public final class SightingFormScreen: ReactorScreen<SightingFormView>, KeyHelpProviding {
    /// The form's reactor.
    public let formReactor: SightingFormReactor
    let context: CatsContext
    let breedID: Int64
    /// Whether the report was saved: then there is no draft to keep.
    private var isSaved = false

    /// A form for a sighting of `breedID`; the date starts as today on `clock`.
    public init(
        breedID: Int64, breedName: String, context: CatsContext, clock: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current
    ) {
        self.context = context
        self.breedID = breedID
        let reactor = SightingFormReactor(
            breedID: breedID, sightings: context.services.sightings, clock: clock, timeZone: timeZone,
            draft: context.sightingDrafts.draft(for: breedID) ?? [:])
        formReactor = reactor
        super.init(title: "Report a sighting", reactor: reactor) {
            SightingFormView(theme: context.theme, breedName: breedName)
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        contentView.onSaved = { [weak self] sighting in
            guard let self else { return }
            isSaved = true
            context.sightingDrafts.discard(for: breedID)
            context.status.show("Reported a sighting at \(sighting.place)")
            _ = navigator?.pop()
        }
    }

    /// Leaving unsent (Esc, a link opened over the form) keeps what was typed as the
    /// breed's draft; an untouched form keeps none.
    public override func viewWillDisappear() {
        super.viewWillDisappear()
        guard !isSaved else { return }
        context.sightingDrafts.keep(formReactor.currentState.text, for: breedID)
    }

    /// Keys go to the place first.
    public override var preferredFocus: View? { contentView.fields[.place] }

    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("Enter", "report the sighting"),
            KeyHelp("Tab Shift-Tab", "next / previous field, then Report"),
            KeyHelp("← → Home End", "move in a field (Ctrl-A/E, Alt-←/→ by word)"),
            KeyHelp("Backspace Del", "delete a character"),
            KeyHelp("Ctrl-U/K/W", "delete to the start / to the end / a word"),
        ]
    }

    /// Letters are text here: the help lists F1, Esc and Ctrl-C, not `?`, `s`, `q`.
    public var typesText: Bool { true }
}
