import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element seen while parsing, with its attributes and direct text.
struct ParsedElement {
    var name: String
    var attributes: [String: String]
    var text: String
}

/// Parses `text` with Foundation's XMLParser; `nil` when it is not well-formed XML.
func parseXML(_ text: String) -> [ParsedElement]? {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [ParsedElement] = []
        var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            open.append(elements.count)
            elements.append(ParsedElement(name: elementName, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            open.removeLast()
        }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    return parser.parse() ? collector.elements : nil
}

extension Array where Element == ParsedElement {
    func named(_ name: String) -> [ParsedElement] { filter { $0.name == name } }
}
