import Phrasebook

extension AppSchema {
    /// Phone: audio and video calls.
    public static var phone: PhoneSchemas { PhoneSchemas.shared }
}

private let domain = SchemaDomain("phone", tier: .primary)

/// The phone domain's schemas: `.phone.startCall`, `.phone.phonePerson`, `.phone.audioVisualMode`.
///
/// Apple documents no parameters or cases for this domain; Phrasebook's follow the example request.
public struct PhoneSchemas: Sendable, SchemaCollection {
    static let shared = PhoneSchemas()

    /// Calls a person, a handle or a group, by audio or video.
    public let startCall = domain.intent(
        "startCall", "Calls a person, a handle or a group, by audio or video.",
        [.required("recipients", .people), .optional("mode", .schema("phone.audioVisualMode"))],
        examples: ["Video call Bill and Maria."],
        phrases: [
            "call {recipients}",
            "{mode} call {recipients}",
            "call {recipients} (on|over|by|with) {mode}",
            "(ring|phone|dial) {recipients}",
            "(start|make|place) (a|an) {mode} call (to|with) {recipients}",
            "(start|make|place) a [phone] call (to|with) {recipients}",
            "give {recipients} a (call|ring)",
            "(video chat [with]|facetime) {recipients}",
            "(set up|start) a (group|conference) call with {recipients}",
            "(get|put) {recipients} on the phone",
            // a call the person needs to make, started in other words, or to a place they are at: "it's time to call drew", "initiate a phone call with the receptionist"; "call michael at home".
            "(it's time to|it is time to|time to) (call|phone|ring) {recipients}",
            "(initiate|begin|start|make|place) a (phone call|call) (to|with) {recipients}",
            "(phone call|phonecall) {recipients}",
            "get (a hold|ahold|hold) of {recipients}",
            "(call|phone|ring|dial) {recipients} (at|on) (home|work|the office|their cell|his cell|her cell|the cell|mobile|the mobile)",
        ])

    /// A person one can call, with the handle to reach them at.
    public let phonePerson = domain.entity(
        "phonePerson", "A person one can call, with the handle to reach them at.",
        [.required("id", .string), .required("person", .person), .optional("handle", .string)])

    /// Whether a call is audio only or video.
    public let audioVisualMode = domain.enumeration(
        "audioVisualMode", "Whether a call is audio only or video.", cases: ["audio", "video"])
}
