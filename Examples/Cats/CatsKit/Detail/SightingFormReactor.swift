import CatsAPI
import Foundation
import TrellisData
import TrellisReactor

/// The "Report a sighting" form's logic: the text of its three fields, the builder that
/// makes a ``CatsAPI/SightingReport`` of them (Facebook's `…Builder`: the report is made,
/// or the error names every missing and invalid field), and saving it through
/// ``CatsSightings``.
///
/// The date starts as today on the injected clock. Submitting checks every field at once:
/// an invalid form names each bad field and sends nothing; a valid one is saved (shown on
/// every screen at once, queued, sent) and pulses ``State/saved``, which closes the form.
///
/// ```swift
/// let reactor = SightingFormReactor(breedID: 3, sightings: services.sightings, clock: { Date() })
/// reactor.send(.edit(.place, "Lisbon"))
/// reactor.send(.submit)        // saved: `saved` pulses the sighting
/// ```
public final class SightingFormReactor: Reactor {
    /// A field of the form.
    public enum Field: String, CaseIterable, Sendable {
        case place, date, note

        /// The field's label on the form.
        public var label: String {
            switch self {
            case .place: "Place"
            case .date: "Date"
            case .note: "Note"
            }
        }

        /// The field a ``CatsAPI/SightingReport`` check names with `name` (`seen_on` is the date).
        static func named(_ name: String) -> Field? {
            switch name {
            case "place": .place
            case "seen_on": .date
            case "note": .note
            default: nil
            }
        }
    }

    public enum Action: Sendable, Equatable {
        /// A field's whole text after an edit.
        case edit(Field, String)
        /// Enter: check the fields and, when they are valid, save the sighting.
        case submit
    }

    public enum Mutation: Sendable, Equatable {
        case setText(Field, String)
        case invalid([Field: String])
        case setSaving(Bool)
        case failed(SightingError)
        case saved(Sighting)
    }

    public struct State: Sendable, Equatable {
        /// The breed the sighting is of.
        public let breedID: Int64
        /// Each field's text.
        public var text: [Field: String]
        /// Why each invalid field is invalid, from the last submit, until the field changes.
        public var problems: [Field: String] = [:]
        /// Whether a save is under way (a second Enter waits).
        public var isSaving = false
        /// Why the last save failed.
        public var error: SightingError?
        /// The sighting saved (pulsed once): the form closes.
        @Pulse public var saved: Sighting? = nil

        /// The problems as the form lists them: "Place is empty: say where the cat was seen".
        public var problemLines: [String] {
            Field.allCases.compactMap { field in problems[field].map { "\(field.label) \($0)" } }
        }
    }

    public let runtime: ReactorRuntime<SightingFormReactor>
    let sightings: any CatsSightings
    let clock: @Sendable () -> Date
    let timeZone: TimeZone

    /// A form for a sighting of `breedID`; its date starts as today on `clock` in `timeZone`,
    /// and the fields of `draft` (a form left unsent, ``SightingDrafts``) as they were left.
    public init(
        breedID: Int64, sightings: any CatsSightings, clock: @escaping @Sendable () -> Date, timeZone: TimeZone = .current,
        draft: [Field: String] = [:]
    ) {
        self.sightings = sightings
        self.clock = clock
        self.timeZone = timeZone
        let text = [Field.date: Self.day(clock(), in: timeZone)].merging(draft) { _, left in left }
        runtime = ReactorRuntime(initialState: State(breedID: breedID, text: text))
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let state = currentState
        guard !state.isSaving else { return .none }
        switch action {
        case .edit(let field, let text):
            return text == state.text[field, default: ""] ? .none : .just(.setText(field, text))
        case .submit:
            let report: SightingReport
            do throws(BuildError) {
                report = try Builder<SightingReport>().with(\.reportID, UUID().uuidString)
                    .with(\.place, state.text[.place, default: ""]).with(\.seenOn, state.text[.date, default: ""])
                    .with(\.note, state.text[.note, default: ""]).with(\.reportedOn, Self.day(clock(), in: timeZone))
                    .build()
            } catch {
                return .just(.invalid(Self.problems(error)))
            }
            return .concat(
                .just(.setSaving(true)),
                .run { [sightings, breedID = state.breedID] send in
                    do throws(SightingError) {
                        let saved = try await sightings.report(report, of: breedID)
                        await send(.saved(saved))
                    } catch {
                        await send(.failed(error))
                    }
                })
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setText(let field, let text):
            state.text[field] = text
            state.problems[field] = nil
            state.error = nil
        case .invalid(let problems): state.problems = problems
        case .setSaving(let saving): state.isSaving = saving
        case .failed(let error):
            state.isSaving = false
            state.error = error
        case .saved(let sighting):
            state.isSaving = false
            state.saved = sighting
        }
    }

    /// Each field `error` names, with why: a missing one "is required".
    static func problems(_ error: BuildError) -> [Field: String] {
        var problems: [Field: String] = [:]
        for name in error.missing { if let field = Field.named(name) { problems[field] = "is required" } }
        for (name, reason) in error.invalid { if let field = Field.named(name) { problems[field] = reason } }
        return problems
    }

    /// `date`'s day in `timeZone`, `YYYY-MM-DD`.
    nonisolated static func day(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
