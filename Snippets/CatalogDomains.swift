import AssistantSchemas
import Phrasebook

let timer = AppSchema.clock.createTimer
print(timer, timer.isPhrasebookDefined)
print(SchemaCatalog.schemas(in: "clock").count, SchemaCatalog.all.count)
// clock.createTimer(duration: Duration, label: String?) -> clock.timer true
// 14 294
