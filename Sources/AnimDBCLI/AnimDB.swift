import AnimDBEngine

public enum AnimDB {
    public static func main(arguments: [String]) -> Int32 { 0 }
}
