import AnimDBEngine
import CAnimDBBaseline

print("animdb-bench: engine \(EngineVersion.current), baseline \(animdb_c_placeholder(1))")
