import AnimDBEngine
import CAnimDBBaseline

var curve = animdb_c_bezier_make(0.42, 0, 0.58, 1)
print("animdb-bench: engine \(EngineVersion.current), baseline \(animdb_c_bezier_value(&curve, 0.5))")
