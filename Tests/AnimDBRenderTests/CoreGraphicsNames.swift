import AnimDBEngine

#if canImport(FoundationEssentials)
    // On Linux, Foundation (which some tests import) and AnimDBEngine both declare these; the engine's are the ones
    // animdb uses. Declarations in this module win over imported ones, so these settle every use in the target.
    typealias CGFloat = AnimDBEngine.CGFloat
    typealias CGPoint = AnimDBEngine.CGPoint
    typealias CGSize = AnimDBEngine.CGSize
    typealias CGRect = AnimDBEngine.CGRect
#endif
