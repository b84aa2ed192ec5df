import Phrasebook

extension AppSchema {
    /// Maps: navigation, stops on the way, arrival times and road incidents.
    public static var maps: MapsSchemas { MapsSchemas.shared }
}

private let domain = SchemaDomain("maps", tier: .primary)

/// The maps domain's schemas: `.maps.startNavigation`, `.maps.place`, ….
///
/// Apple documents no parameters or cases for this domain; Phrasebook reads places as text
/// (`destination: String`), which the app resolves to its own places.
public struct MapsSchemas: Sendable, SchemaCollection {
    static let shared = MapsSchemas()

    /// Starts turn-by-turn directions to a place.
    public let startNavigation = domain.intent(
        "startNavigation", "Starts turn-by-turn directions to a place.",
        [
            .required("destination", .string), .optional("transportType", .schema("maps.transportType")),
            .optional("preferences", .list(.schema("maps.navigationPreferences"))),
        ],
        returns: .schema("maps.navigationSession"),
        examples: ["Take me home."],
        phrases: [
            "take me {destination}",
            "take me to {destination}",
            "(navigate|directions|give me directions|get directions|route me|show me the way) to {destination}",
            "navigate [to] {destination}",
            // "go to …" is said of settings, modes, pages and sites at least as often as of places: "head to" is travel.
            "head to {destination}",
            "(get|give me) {transportType} directions to {destination}",
            // the way of travel a verb or noun implies.
            "[get|give me|show me] (walking|walk) (directions|route) to {destination}".setting(
                "transportType", to: "walking"),
            "(walk me|how do I walk|how can I walk) to {destination}".setting("transportType", to: "walking"),
            "[get|give me|show me] (driving|drive) (directions|route) to {destination}".setting(
                "transportType", to: "driving"),
            "(drive me|how do I drive|how can I drive) to {destination}".setting("transportType", to: "driving"),
            "drive to {destination}".setting("transportType", to: "driving"),
            "[get|give me|show me] (transit|public transport|public transportation|bus|train|subway) (directions|route) to {destination}"
                .setting("transportType", to: "transit"),
            "how do I get to {destination} (by|on|using) (transit|public transport|public transportation|bus|train|subway)"
                .setting("transportType", to: "transit"),
            "[get|give me|show me] (cycling|bike|biking|bicycle) (directions|route) to {destination}".setting(
                "transportType", to: "cycling"),
            "(how do I|how can I) (bike|cycle|ride my bike) to {destination}".setting("transportType", to: "cycling"),
            "(navigate|take me|get me) to {destination} (by|using) {transportType}",
            "(navigate|take me|get me) to {destination} avoiding {preferences}",
            "how do I get to {destination}",
            "(start|begin) (navigation|directions|a route) to {destination}",
            "(find|show me) the (fastest|quickest|best) (way|route) to {destination}",
        ])

    /// Adds a stop to the route being followed, or removes one.
    public let updateNavigationWaypoints = domain.intent(
        "updateNavigationWaypoints", "Adds a stop to the route being followed, or removes one.",
        [.optional("stop", .string)],
        examples: ["Add a stop."],
        phrases: [
            "add (a|another) stop [on (the|my) (way|route)]",
            "add a stop (at|for) {stop}",
            "add {stop} (to|as a stop on) (my|the) route",
            "(find|add) (a|the nearest) {stop} (on|along) (my|the) (way|route)",
            "(I need to|let's) stop (at|for|by) {stop} on the way",
            "(make a stop|stop) at {stop} (on the way|along the way|first)",
            "(go|route me) (through|via) {stop}",
            "(remove|skip|delete) (the|my) [next] stop",
        ])

    /// Ends the directions being followed.
    public let stopNavigation = domain.intent(
        "stopNavigation", "Ends the directions being followed.",
        phrases: [
            "(stop|end|cancel|quit|exit) (navigation|navigating|directions|the directions|route guidance)",
            "(stop|end|cancel) (the|my) (trip|route|navigation)",
            "I (don't|do not) need directions [anymore]",
            "(turn|switch) off (navigation|directions|the directions)",
            "stop giving [me] directions",
            "(I've|I have|we've|we have) arrived",
            "(end|finish) (the|this) (trip|drive|ride)",
            "no more directions",
        ])

    /// Shares the expected arrival time with people.
    public let shareETA = domain.intent(
        "shareETA", "Shares the expected arrival time with people.",
        [.required("recipients", .people)],
        examples: ["Send my ETA to Anne."],
        phrases: [
            "(send|share) my (eta|arrival time|estimated arrival time) (to|with) {recipients}",
            "(send|share) my (eta|arrival time)",
            "(send|share|give) {recipients} my (eta|arrival time)",
            "let {recipients} know (when|what time) (I'll|I will) (arrive|get there|be there|be home)",
            "tell {recipients} (when|what time) (I'll|I will) (arrive|get there|be there|be home)",
            "(text|message) {recipients} my (eta|arrival time)",
            "(share|send) my (trip|route|progress) (with|to) {recipients}",
            "let {recipients} know (I'm|I am) on my way",
        ])

    /// Stops sharing the expected arrival time.
    public let stopShareETA = domain.intent(
        "stopShareETA", "Stops sharing the expected arrival time.",
        [.optional("recipients", .people)],
        phrases: [
            "stop sharing my (eta|arrival time|trip) [with {recipients}]",
            "(stop|end|cancel) (eta|arrival time) sharing",
            "(don't|do not) share my (eta|arrival time) [with {recipients}] anymore",
            "stop (sending|telling) {recipients} my (eta|arrival time)",
            "(turn off|disable) (eta|arrival time) sharing",
            "(cancel|end) sharing my (eta|arrival time) [with {recipients}]",
            "stop sharing my (route|progress) with {recipients}",
            "unshare my (eta|arrival time)",
        ])

    /// Reports an incident on the road, such as a crash or a speed check.
    public let reportIncident = domain.intent(
        "reportIncident", "Reports an incident on the road, such as a crash or a speed check.",
        [.required("incident", .schema("maps.incident"))],
        examples: ["There's a crash ahead."],
        phrases: [
            "(there's|there is) [a|an|some] {incident} [up] ahead",
            "(there's|there is) (a|an) {incident} (here|on the road|in the road)",
            "report (a|an) {incident}",
            "report (a|an) {incident} (here|ahead|on my route)",
            "(I see|I just saw|watch out for) (a|an) {incident} [up ahead]",
            "{incident} ahead",
            "(add|mark) (a|an) {incident} (on|to) the map",
            "report (a|an) {incident} (at|near) my location",
        ])

    /// Where the device is now.
    public let currentLocation = domain.entity(
        "currentLocation", "Where the device is now.", [.required("id", .string), .required("location", .place)])
    /// A navigation in progress.
    public let navigationSession = domain.entity(
        "navigationSession", "A navigation in progress.",
        [
            .required("id", .string), .optional("destination", .schema("maps.place")),
            .optional("transportType", .schema("maps.transportType")), .optional("estimatedArrival", .date),
        ])
    /// When a place is open.
    public let operatingHours = domain.entity(
        "operatingHours", "When a place is open.",
        [
            .required("id", .string), .required("ranges", .list(.schema("maps.operatingTimeRange"))),
            .optional("status", .schema("maps.operatingStatus")),
        ])
    /// One opening period.
    public let operatingTimeRange = domain.entity(
        "operatingTimeRange", "One opening period.",
        [.required("id", .string), .required("start", .date), .required("end", .date)])
    /// A place on the map: a business, a landmark or an address.
    public let place = domain.entity(
        "place", "A place on the map: a business, a landmark or an address.",
        [
            .required("id", .string), .required("name", .string), .optional("address", .string),
            .optional("location", .place),
            .optional("rating", .schema("maps.rating")), .optional("priceRange", .schema("maps.priceRange")),
            .required("amenities", .list(.schema("maps.amenity"))), .optional("hours", .schema("maps.operatingHours")),
        ])
    /// A place's rating.
    public let rating = domain.entity(
        "rating", "A place's rating.",
        [
            .required("id", .string), .required("value", .double), .optional("count", .int),
            .optional("descriptor", .schema("maps.ratingDescriptor")),
        ])

    /// A facility a place offers.
    public let amenity = domain.enumeration(
        "amenity", "A facility a place offers.",
        cases: ["parking", "wifi", "restroom", "wheelchairAccessible", "evCharging", "outdoorSeating"])
    /// An incident on the road.
    public let incident = domain.enumeration(
        "incident", "An incident on the road.",
        cases: ["crash", "hazard", "roadwork", "speedCheck", "traffic", "roadClosure"])
    /// A route preference.
    public let navigationPreferences = domain.enumeration(
        "navigationPreferences", "A route preference.", cases: ["avoidTolls", "avoidHighways", "avoidFerries"])
    /// Whether a place is open.
    public let operatingStatus = domain.enumeration(
        "operatingStatus", "Whether a place is open.", cases: ["open", "closed", "closingSoon", "openingSoon"])
    /// How expensive a place is.
    public let priceRange = domain.enumeration(
        "priceRange", "How expensive a place is.", cases: ["inexpensive", "moderate", "expensive", "veryExpensive"])
    /// A word for a rating.
    public let ratingDescriptor = domain.enumeration(
        "ratingDescriptor", "A word for a rating.", cases: ["excellent", "good", "average", "poor"])
    /// How the person travels.
    public let transportType = domain.enumeration(
        "transportType", "How the person travels.", cases: ["driving", "walking", "transit", "cycling"])
}
