<?php
/**
 * A provider of WordPress's AI client that speaks to the local
 * OpenAI-compatible test server, as an AI connector plugin would.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use WordPress\AiClient\AiClient;
use WordPress\AiClient\Providers\ApiBasedImplementation\AbstractApiProvider;
use WordPress\AiClient\Providers\Contracts\ModelMetadataDirectoryInterface;
use WordPress\AiClient\Providers\Contracts\ProviderAvailabilityInterface;
use WordPress\AiClient\Providers\DTO\ProviderMetadata;
use WordPress\AiClient\Providers\Enums\ProviderTypeEnum;
use WordPress\AiClient\Providers\Http\DTO\ApiKeyRequestAuthentication;
use WordPress\AiClient\Providers\Http\DTO\Request;
use WordPress\AiClient\Providers\Http\Enums\HttpMethodEnum;
use WordPress\AiClient\Providers\Http\Enums\RequestAuthenticationMethod;
use WordPress\AiClient\Providers\Models\Contracts\ModelInterface;
use WordPress\AiClient\Providers\Models\DTO\ModelMetadata;
use WordPress\AiClient\Providers\Models\DTO\SupportedOption;
use WordPress\AiClient\Providers\Models\Enums\CapabilityEnum;
use WordPress\AiClient\Providers\Models\Enums\OptionEnum;
use WordPress\AiClient\Providers\OpenAiCompatibleImplementation\AbstractOpenAiCompatibleTextGenerationModel;

/**
 * The provider: its base URL is the test server's.
 */
final class WP_AI_Client_Test_Provider extends AbstractApiProvider {

	/**
	 * The test server's base URL (…/v1).
	 *
	 * @var string
	 */
	public static $base = '';

	/**
	 * Whether the provider is set up (the registry keeps it once registered).
	 *
	 * @var bool
	 */
	public static $connected = false;

	/**
	 * Registers the provider with the AI client and gives it the server's key.
	 *
	 * @param string $base The server's base URL.
	 * @param string $key  Its key.
	 */
	public static function connect( string $base, string $key ): void {
		self::$base      = $base;
		self::$connected = true;
		$registry        = AiClient::defaultRegistry();
		if ( ! $registry->hasProvider( self::class ) ) {
			$registry->registerProvider( self::class );
		}
		$registry->setProviderRequestAuthentication( 'cairn-test', new ApiKeyRequestAuthentication( $key ) );
	}

	/**
	 * Sets the provider up no more, for the tests after.
	 */
	public static function disconnect(): void {
		self::$connected = false;
	}

	/** {@inheritDoc} */
	protected static function baseUrl(): string {
		return self::$base;
	}

	/**
	 * The provider's model of a metadata.
	 *
	 * @param ModelMetadata    $model_metadata    The model's.
	 * @param ProviderMetadata $provider_metadata The provider's.
	 */
	protected static function createModel( ModelMetadata $model_metadata, ProviderMetadata $provider_metadata ): ModelInterface {
		return new WP_AI_Client_Test_Model( $model_metadata, $provider_metadata );
	}

	/** {@inheritDoc} */
	protected static function createProviderMetadata(): ProviderMetadata {
		return new ProviderMetadata( 'cairn-test', 'Cairn test', ProviderTypeEnum::cloud(), null, RequestAuthenticationMethod::apiKey() );
	}

	/** {@inheritDoc} */
	protected static function createProviderAvailability(): ProviderAvailabilityInterface {
		return new class() implements ProviderAvailabilityInterface {
			/** {@inheritDoc} */
			public function isConfigured(): bool {
				return WP_AI_Client_Test_Provider::$connected;
			}
		};
	}

	/** {@inheritDoc} */
	protected static function createModelMetadataDirectory(): ModelMetadataDirectoryInterface {
		return new class() implements ModelMetadataDirectoryInterface {
			/**
			 * The test server's chat models the tests use.
			 *
			 * @return list<ModelMetadata>
			 */
			public function listModelMetadata(): array {
				$options = array();
				foreach ( array( 'systemInstruction', 'maxTokens', 'candidateCount', 'temperature', 'topP', 'stopSequences', 'customOptions' ) as $option ) {
					$options[] = new SupportedOption( OptionEnum::$option() );
				}
				$options[] = new SupportedOption( OptionEnum::inputModalities(), array( array( \WordPress\AiClient\Messages\Enums\ModalityEnum::text() ) ) );
				$options[] = new SupportedOption( OptionEnum::outputModalities(), array( array( \WordPress\AiClient\Messages\Enums\ModalityEnum::text() ) ) );
				return array_map(
					static fn( string $id ) => new ModelMetadata( $id, $id, array( CapabilityEnum::textGeneration(), CapabilityEnum::chatHistory() ), $options ),
					array( 'test-slow', 'test-model' )
				);
			}

			/**
			 * Whether the server has a model.
			 *
			 * @param string $model_id The model.
			 */
			public function hasModelMetadata( string $model_id ): bool {
				return in_array( $model_id, array( 'test-slow', 'test-model' ), true );
			}

			/**
			 * One model's metadata.
			 *
			 * @param string $model_id The model.
			 * @throws \InvalidArgumentException When the server has no such model.
			 */
			public function getModelMetadata( string $model_id ): ModelMetadata {
				foreach ( $this->listModelMetadata() as $model ) {
					if ( $model->getId() === $model_id ) {
						return $model;
					}
				}
				throw new \InvalidArgumentException( 'No such model.' );
			}
		};
	}
}

/**
 * The provider's chat model: OpenAI's chat completions on the test server.
 */
final class WP_AI_Client_Test_Model extends AbstractOpenAiCompatibleTextGenerationModel { // phpcs:ignore -- the provider's model lives beside it; only the tests load both.

	/**
	 * A request to the test server.
	 *
	 * @param HttpMethodEnum                               $method  Method.
	 * @param string                                       $path    Path under the server's base URL.
	 * @param array<string, string|list<string>>           $headers Headers.
	 * @param string|array<string, mixed>|list<mixed>|null $data    Body.
	 */
	protected function createRequest( HttpMethodEnum $method, string $path, array $headers = array(), $data = null ): Request {
		return new Request( $method, WP_AI_Client_Test_Provider::url( $path ), $headers, $data, $this->getRequestOptions() );
	}
}
