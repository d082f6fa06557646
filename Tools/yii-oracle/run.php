<?php
/**
 * Runs conformance cases (Tests/ModelValidationCLITests/Fixtures/conformance/FORMAT.md) through
 * Yii2's own DynamicModel and prints one expectation line per case, with "id".
 *
 *   php Tools/yii-oracle/run.php --yii DIR [FILE.ndjson ...]     (standard input without files)
 *
 * DIR is Yii2's `framework` directory (or the env variable YII2_FRAMEWORK). No Composer is needed:
 * the validators use only Yii's own classes, loaded by Yii's autoloader.
 */

define('YII_DEBUG', false);
define('YII_ENV', 'prod');
define('YII_ENABLE_ERROR_HANDLER', false);

$yiiDir = getenv('YII2_FRAMEWORK') ?: null;
$files = [];
for ($i = 1; $i < $argc; $i++) {
    if ($argv[$i] === '--yii') {
        $yiiDir = $argv[++$i] ?? null;
    } else {
        $files[] = $argv[$i];
    }
}
if ($yiiDir === null || !is_file($yiiDir . '/Yii.php')) {
    fwrite(STDERR, "usage: run.php --yii YII2_FRAMEWORK_DIR [FILE.ndjson ...]\n");
    exit(2);
}
require $yiiDir . '/Yii.php';

error_reporting(E_ALL);
ini_set('display_errors', '0');

/** A case the runner refuses (outside what can be expressed with data). */
class OracleCaseError extends Exception
{
}

/** Keeps the warnings Yii logs (an unformattable message) for the report. */
class OracleLogger extends yii\log\Logger
{
    public $warnings = [];

    public function log($message, $level, $category = 'application')
    {
        if ($level === self::LEVEL_WARNING) {
            $this->warnings[] = is_string($message) ? $message : var_export($message, true);
        }
    }

    public function flush($final = false)
    {
    }
}

/** The model of one case: DynamicModel with the case's rules and scenario map. */
class OracleModel extends yii\base\DynamicModel
{
    public $caseRules = [];
    public $caseScenarios = null;

    public function rules()
    {
        return $this->caseRules;
    }

    public function scenarios()
    {
        return $this->caseScenarios === null ? parent::scenarios() : $this->caseScenarios;
    }
}

$deprecations = [];
set_error_handler(function ($code, $message, $file, $line) use (&$deprecations) {
    if (!(error_reporting() & $code)) {
        return false;
    }
    if ($code === E_DEPRECATED || $code === E_USER_DEPRECATED) {
        $deprecations[] = $message;
        return true;
    }
    throw new yii\base\ErrorException($message, $code, $code, $file, $line);
});

$logger = new OracleLogger();
Yii::setLogger($logger);
$app = new yii\console\Application([
    'id' => 'yii-oracle',
    'basePath' => sys_get_temp_dir(),
    'language' => 'en-US',
    'sourceLanguage' => 'en-US',
    'timeZone' => 'UTC',
    'charset' => 'UTF-8',
]);

const ORACLE_FILTERS = ['trim', 'ltrim', 'rtrim', 'strtolower', 'strtoupper', 'mb_strtolower', 'mb_strtoupper',
    'ucfirst', 'lcfirst', 'ucwords', 'intval', 'floatval', 'boolval', 'strval', 'strip_tags', 'htmlspecialchars', 'abs'];
const ORACLE_REFUSED_TYPES = ['captcha', 'exist', 'unique', 'file', 'image'];

/** Turns a case rule (without its attributes) into Yii's `[type, name => value, ...]` form. */
function oracle_rule(array $rule, string $where): array
{
    if (!isset($rule['type']) || !is_string($rule['type'])) {
        throw new OracleCaseError("$where: rule.type (string) is required");
    }
    $type = $rule['type'];
    if (in_array($type, ORACLE_REFUSED_TYPES, true)) {
        throw new OracleCaseError("$where: validator type '$type' is not supported (needs DB/uploads/session)");
    }
    if (!isset(yii\validators\Validator::$builtInValidators[$type])
        && (method_exists(OracleModel::class, $type) || strpos($type, '\\') !== false || class_exists($type, false))) {
        throw new OracleCaseError("$where: validator type '$type' is not a data-expressible Yii validator");
    }
    $out = [$type];
    foreach ($rule as $key => $value) {
        if ($key === 'type' || $key === 'attributes') {
            continue;
        }
        if (!is_string($key)) {
            throw new OracleCaseError("$where: rule keys must be names");
        }
        switch ($key) {
            case 'isEmpty':
            case 'whenClient':
            case 'class':
                throw new OracleCaseError("$where: $key cannot be given as data");
            case 'checkDNS':
                if ($value) {
                    throw new OracleCaseError("$where: checkDNS=true needs DNS lookups");
                }
                break;
            case 'filter':
                if ($type === 'filter' && !in_array($value, ORACLE_FILTERS, true)) {
                    throw new OracleCaseError("$where: filter must be one of: " . implode(', ', ORACLE_FILTERS));
                }
                break;
            case 'when':
                if (!is_array($value) || !isset($value['attribute']) || !is_string($value['attribute'])
                    || !array_key_exists('value', $value)) {
                    throw new OracleCaseError("$where: when must be {attribute, value, not}");
                }
                $other = $value['attribute'];
                $expected = $value['value'];
                $not = !empty($value['not']);
                $value = function ($model) use ($other, $expected, $not) {
                    $same = $model->$other === $expected;
                    return $not ? !$same : $same;
                };
                break;
            case 'rule':
                if ($type === 'each' && is_array($value) && isset($value['type'])) {
                    $value = oracle_rule($value, "$where.rule");
                }
                break;
            case 'compareType':
                if ($type === 'compare') {
                    $key = 'type';
                }
                break;
        }
        $out[$key] = $value;
    }
    return $out;
}

/** A JSON-safe copy: non-finite floats become strings, noted in $notes. */
function oracle_plain($value, array &$notes)
{
    if (is_float($value) && !is_finite($value)) {
        $notes[] = 'non-finite float written as a string';
        return is_nan($value) ? 'NAN' : ($value > 0 ? 'INF' : '-INF');
    }
    if (is_array($value)) {
        foreach ($value as $k => $v) {
            $value[$k] = oracle_plain($v, $notes);
        }
    }
    if (is_object($value)) {
        $notes[] = 'object ' . get_class($value) . ' written as a string';
        return method_exists($value, '__toString') ? (string) $value : get_class($value);
    }
    return $value;
}

/** A map written as a JSON object even when empty or list-like. */
function oracle_object(array $map)
{
    return (object) $map;
}

function oracle_encode(array $out): string
{
    $flags = JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION;
    $json = json_encode($out, $flags);
    if ($json === false) {
        $out['encodingNotes'][] = 'invalid UTF-8 replaced';
        $json = json_encode($out, $flags | JSON_INVALID_UTF8_SUBSTITUTE);
    }
    return $json;
}

function oracle_error(string $id, Throwable $e, string $phase): array
{
    $class = get_class($e);
    $short = substr($class, strrpos('\\' . $class, '\\'));
    return ['id' => $id, 'error' => ['type' => $short, 'class' => $class, 'message' => $e->getMessage(), 'phase' => $phase]];
}

function oracle_run_case(string $line, OracleLogger $logger, array &$deprecations): array
{
    $case = json_decode($line, true, 4096);
    if (!is_array($case)) {
        $e = new OracleCaseError('line is not a JSON object: ' . json_last_error_msg());
        return oracle_error('', $e, 'parse');
    }
    $id = isset($case['id']) && is_string($case['id']) ? $case['id'] : '';
    $deprecations = [];
    $logger->warnings = [];
    $phase = 'case';
    try {
        Yii::$app->language = isset($case['language']) && is_string($case['language']) ? $case['language'] : 'en-US';
        $attributes = $case['attributes'] ?? null;
        if (!is_array($attributes)) {
            throw new OracleCaseError('attributes (list of names) is required');
        }
        foreach ($attributes as $name) {
            if (!is_string($name)) {
                throw new OracleCaseError('attributes must be strings');
            }
        }
        $rules = [];
        foreach (($case['rules'] ?? []) as $n => $rule) {
            if (!is_array($rule) || !array_key_exists('attributes', $rule)) {
                throw new OracleCaseError("rules[$n]: rule.attributes is required");
            }
            $yiiRule = oracle_rule($rule, "rules[$n]");
            $rules[] = array_merge([$rule['attributes']], $yiiRule);
        }
        $model = new OracleModel($attributes);
        $model->setAttributeLabels(is_array($case['labels'] ?? null) ? $case['labels'] : []);
        $model->caseRules = $rules;
        if (array_key_exists('scenarios', $case) && $case['scenarios'] !== null) {
            $model->caseScenarios = $case['scenarios'];
        }

        $phase = 'rules';
        $model->getValidators();

        $phase = 'set';
        foreach (($case['set'] ?? []) as $name => $value) {
            $model->$name = $value;
        }

        $phase = 'scenario';
        $model->setScenario($case['scenario'] ?? 'default');
        if (isset($case['preErrors']) && is_array($case['preErrors'])) {
            $model->addErrors($case['preErrors']);
        }

        $phase = 'input';
        if (isset($case['input']) && is_array($case['input'])) {
            $model->setAttributes($case['input']);
        }

        $phase = 'validate';
        $valid = $model->validate($case['validateAttributes'] ?? null, $case['clearErrors'] ?? true);

        $phase = 'report';
        $notes = [];
        $required = [];
        foreach ($model->attributes() as $name) {
            if ($model->isAttributeRequired($name)) {
                $required[] = $name;
            }
        }
        $out = [
            'id' => $id,
            'valid' => $valid,
            'errors' => oracle_object(oracle_plain($model->getErrors(), $notes)),
            'errorSummary' => array_values($model->getErrorSummary(true)),
            'attributes' => oracle_object(oracle_plain($model->getAttributes(), $notes)),
            'safeAttributes' => array_values($model->safeAttributes()),
            'activeAttributes' => array_values($model->activeAttributes()),
            'requiredAttributes' => $required,
            'scenarios' => oracle_object($model->scenarios()),
        ];
        if ($deprecations) {
            $out['phpDeprecations'] = $deprecations;
        }
        if ($logger->warnings) {
            $out['yiiWarnings'] = $logger->warnings;
        }
        if ($notes) {
            $out['encodingNotes'] = array_values(array_unique($notes));
        }
        return $out;
    } catch (Throwable $e) {
        return oracle_error($id, $e, $phase);
    }
}

$inputs = $files ?: ['php://stdin'];
foreach ($inputs as $file) {
    $handle = fopen($file, 'r');
    if ($handle === false) {
        fwrite(STDERR, "cannot read $file\n");
        exit(2);
    }
    while (($line = fgets($handle)) !== false) {
        if (trim($line) === '') {
            continue;
        }
        echo oracle_encode(oracle_run_case($line, $logger, $deprecations)), "\n";
    }
    fclose($handle);
}
