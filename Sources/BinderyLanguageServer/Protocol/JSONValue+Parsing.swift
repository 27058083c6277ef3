import Foundation

extension JSONValue {
    /// Parses JSON text without the trial decoding that `Decodable` needs for an untyped value (which throws
    /// and catches once per value): for reading whole messages whose shape is not known, as clients and tests do.
    public static func parse(_ data: Data) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return nil
        }
        return JSONValue(foundationObject: object)
    }

    private init(foundationObject object: Any) {
        switch object {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            // JSONSerialization gives booleans as NSNumbers of type `c` (char), on Linux and Apple platforms alike.
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            case "d", "f": self = .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundationObject:)))
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues(JSONValue.init(foundationObject:)))
        default:
            self = .null
        }
    }
}
