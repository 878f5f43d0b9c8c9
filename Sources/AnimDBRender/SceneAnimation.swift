import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The frames of an animated scene reduced to what SVG animates: runs of frames whose markup has the same shape, and
/// in each run the attributes that change. Animated SVG (SMIL) and the HTML player are both written from this one
/// decomposition.
///
/// Frames whose element trees differ in shape (text that changes, a node appearing, a paint turning from a colour
/// into a gradient) start a new run; each run is its own group, shown only during its frames. Within a run every
/// attribute keeps one value per frame; attributes that never change are plain attributes, and those equal to
/// their SVG default throughout (opacity 1, an identity transform) are left out, as are the groups that then carry
/// nothing.
struct SceneAnimation {
    /// An element whose attributes may hold one value per frame of its run.
    struct Element {
        var name: String
        /// Each attribute's values: one when constant, else one per frame of the run.
        var attributes: [(name: String, values: [String])]
        var children: [Element]
        var text: String?

        var isAnimated: Bool { attributes.contains { $0.values.count > 1 } }
    }

    struct Run {
        /// The frames the run covers, as indices into the animation's frames.
        var frames: Range<Int>
        var elements: [Element]
    }

    let runs: [Run]

    /// Decomposes `scenes` (at least one). `idPrefix` starts every id, so a page can hold several animations.
    init(_ scenes: [Scene], idPrefix: String = "") {
        precondition(!scenes.isEmpty, "an animation needs at least one frame")
        var writer = SceneSVG()
        let trees = scenes.map { SVGElement("g", children: writer.elements($0)) }
        var runs: [Run] = []
        var start = 0
        while start < trees.count {
            var end = start + 1
            while end < trees.count, trees[end].hasSameSkeleton(as: trees[start]) { end += 1 }
            let prefix = idPrefix + (runs.isEmpty ? "" : "r\(runs.count)-")
            let merged = Self.merge(Array(trees[start..<end]).map { Self.prefixIDs($0, prefix) })
            runs.append(Run(frames: start..<end, elements: Self.prune(merged)))
            start = end
        }
        self.runs = runs
    }

    /// One element from the same element in every frame of a run.
    private static func merge(_ frames: [SVGElement]) -> Element {
        let first = frames[0]
        var attributes: [(name: String, values: [String])] = []
        for (index, attribute) in first.attributes.enumerated() {
            let values = frames.map { $0.attributes[index].value }
            attributes.append((attribute.name, values.allSatisfy { $0 == values[0] } ? [values[0]] : values))
        }
        let children = first.children.indices.map { i in merge(frames.map { $0.children[i] }) }
        return Element(name: first.name, attributes: attributes, children: children, text: first.text)
    }

    /// Constant defaults removed, and groups left with nothing to say replaced by their children.
    private static func prune(_ element: Element) -> [Element] {
        var element = element
        element.children = element.children.flatMap(prune)
        element.attributes.removeAll { $0.values.count == 1 && isDefault($0.name, $0.values[0]) }
        if element.name == "g", element.attributes.isEmpty { return element.children }
        return [element]
    }

    private static func isDefault(_ attribute: String, _ value: String) -> Bool {
        switch attribute {
        case "opacity", "fill-opacity", "stroke-opacity", "stop-opacity": value == "1"
        case "transform": value == "translate(0 0)" || value == "rotate(0)" || value == "scale(1)"
        default: false
        }
    }

    /// Every id and reference in `element` prefixed, so several runs can hold the same markup.
    private static func prefixIDs(_ element: SVGElement, _ prefix: String) -> SVGElement {
        guard !prefix.isEmpty else { return element }
        var element = element
        for index in element.attributes.indices {
            let (name, value) = element.attributes[index]
            if name == "id" {
                element.attributes[index].value = prefix + value
            } else if name == "href", value.hasPrefix("#") {
                element.attributes[index].value = "#" + prefix + value.dropFirst()
            } else if value.hasPrefix("url(#") {
                element.attributes[index].value = "url(#" + prefix + value.dropFirst(5)
            }
        }
        element.children = element.children.map { prefixIDs($0, prefix) }
        return element
    }
}

/// Writes a `SceneAnimation` as SVG markup: with SMIL animation elements, or with ids and per-frame values for the
/// HTML player's script.
struct SceneMarkup {
    /// An attribute the HTML player sets at every frame of a run.
    struct Channel {
        var id: String
        var attribute: String
        var run: Int
        var values: [String]
    }

    private(set) var text = ""
    private(set) var channels: [Channel] = []
    /// Each run's group id (only when there are several runs).
    private(set) var runIDs: [String] = []
    private var generatedIDs = 0
    /// Starts the ids this writer makes (the animation's own carry it already).
    private let idPrefix: String

    /// The markup of every run. With `timing` (SMIL) each changing attribute gets an animation element over the whole
    /// animation, holding its run's first and last values outside the run, and runs switch visibility; without it
    /// (the HTML player) changing attributes become channels and every run but the first starts hidden.
    init(_ animation: SceneAnimation, timing: Timing?, frameCount: Int, idPrefix: String = "") {
        self.idPrefix = idPrefix
        let several = animation.runs.count > 1
        for (index, run) in animation.runs.enumerated() {
            var depth = 1
            if several {
                let id = "\(idPrefix)run\(index)"
                runIDs.append(id)
                if let timing {
                    text += "  <g visibility=\"\(index == 0 ? "visible" : "hidden")\">\n"
                    text += "    " + Self.visibility(run.frames, frameCount: frameCount, timing: timing) + "\n"
                } else {
                    text += "  <g id=\"\(id)\"\(index == 0 ? "" : " style=\"display:none\"")>\n"
                }
                depth = 2
            }
            for element in run.elements {
                write(element, run: index, frames: run.frames, depth: depth, timing: timing, frameCount: frameCount)
            }
            if several { text += "  </g>\n" }
        }
    }

    private mutating func write(
        _ element: SceneAnimation.Element, run: Int, frames: Range<Int>, depth: Int, timing: Timing?, frameCount: Int
    ) {
        let indent = String(repeating: "  ", count: depth)
        var attributes = element.attributes
        var animations: [String] = []
        if element.isAnimated {
            if let timing {
                for attribute in attributes where attribute.values.count > 1 {
                    // Hold the run's ends outside it, so every animation shares the document's key times.
                    let values =
                        Array(repeating: attribute.values[0], count: frames.lowerBound) + attribute.values
                        + Array(
                            repeating: attribute.values[attribute.values.count - 1],
                            count: frameCount - frames.upperBound)
                    animations.append(Self.animation(attribute.name, values, timing: timing))
                }
            } else {
                var id = attributes.first { $0.name == "id" }?.values[0]
                if id == nil {
                    generatedIDs += 1
                    id = "\(idPrefix)a\(generatedIDs)"
                    attributes.insert((name: "id", values: [id!]), at: 0)
                }
                for attribute in attributes where attribute.values.count > 1 {
                    channels.append(Channel(id: id!, attribute: attribute.name, run: run, values: attribute.values))
                }
            }
        }
        text += indent + "<" + element.name
        for attribute in attributes {
            text += " \(attribute.name)=\"\(Markup.escape(attribute.values[0]))\""
        }
        if let content = element.text {
            text += ">" + Markup.escape(content) + animations.joined() + "</\(element.name)>\n"
            return
        }
        if element.children.isEmpty, animations.isEmpty {
            text += "/>\n"
            return
        }
        text += ">\n"
        for animation in animations { text += indent + "  " + animation + "\n" }
        for child in element.children {
            write(child, run: run, frames: frames, depth: depth + 1, timing: timing, frameCount: frameCount)
        }
        text += indent + "</\(element.name)>\n"
    }

    /// `<animateTransform>` for a transform (whose values all have one type), `<animate>` otherwise; path data
    /// that cannot morph (different commands) switches discretely.
    private static func animation(_ attribute: String, _ values: [String], timing: Timing) -> String {
        if attribute == "transform", let open = values[0].firstIndex(of: "(") {
            let type = values[0][..<open]
            let arguments = values.map { $0.dropFirst(type.count + 1).dropLast() }.joined(separator: ";")
            return "<animateTransform attributeName=\"transform\" type=\"\(type)\" values=\"\(arguments)\" "
                + timing.attributes(discrete: false) + "/>"
        }
        var discrete = false
        if attribute == "d" {
            let commands = values.map { $0.filter(\.isLetter) }
            discrete = commands.contains { $0 != commands[0] }
        } else if ![
            "opacity", "fill-opacity", "stroke-opacity", "stop-opacity", "offset", "x", "y", "x1", "y1", "x2", "y2",
            "stroke-width", "stroke-miterlimit", "stroke-dashoffset", "fill", "stroke", "stop-color",
            // Filters: a blur's or shadow's reach, a shadow's offset and colour, a colour matrix, a filter's region.
            "stdDeviation", "dx", "dy", "flood-color", "flood-opacity", "values", "width", "height",
        ].contains(attribute) || values.contains(where: { $0.hasPrefix("url(") }) {
            discrete = true
        }
        return "<animate attributeName=\"\(attribute)\" values=\"\(Markup.escape(values.joined(separator: ";")))\" "
            + timing.attributes(discrete: discrete) + "/>"
    }

    /// Shows a run's group only during its frames.
    private static func visibility(_ frames: Range<Int>, frameCount: Int, timing: Timing) -> String {
        let keyTimes = timing.keyTimes.split(separator: ";").map(String.init)
        var values: [String] = []
        var times: [String] = []
        if frames.lowerBound > 0 {
            values.append("hidden")
            times.append("0")
        }
        values.append("visible")
        times.append(keyTimes[frames.lowerBound])
        if frames.upperBound < frameCount {
            values.append("hidden")
            times.append(keyTimes[frames.upperBound])
        }
        return "<animate attributeName=\"visibility\" values=\"\(values.joined(separator: ";"))\" "
            + "keyTimes=\"\(times.joined(separator: ";"))\" dur=\"\(Markup.number(timing.duration))s\" "
            + timing.repetition + " calcMode=\"discrete\"/>"
    }
}
